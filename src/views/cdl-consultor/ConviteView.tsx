import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CAMPOS_CONVITE, type CampoConvite } from '../../domain/cdl-consultor/convite';
import { itensDoResumo } from '../../domain/comum/formularios';
import { MAXIMO_SENHA } from '../../domain/comum/login';
import { MINIMO_SENHA } from '../../domain/comum/senha';
import { conviteMachine, type ConviteEvento } from '../../machines/cdl-consultor/convite.machine';
import { aoAbrirOutroLink, tokenDoEndereco } from '../../services/cdl-consultor/convite.service';
import { Campo, descritoPor, ErroDoCampo, idErro } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { TextoDoTermo } from '../comum/TermoAceite';
import { rotas } from '../rotas';
import './convite.css';

const machine = conviteMachine.provide({ actions: { showProblems: focarResumo } });
const id = (campo: CampoConvite) => `convite-${campo}`;

/** The way out of the page: the login, where the new password is used. */
const IrParaOLogin = () => <p className="acoes"><Link className="botao" href={rotas.login.link()}>Ir para o login</Link></p>;

/**
 * /convite#<token> (public, issue 21 step 3): the e-mail's link. An invitation shows the Termo de Uso (as text, and its
 * PDF), 'Estou de acordo com o termo acima.' and the new password; 'Enviar Login''s link the new password only.
 * A link that cannot be used says why and leads to the login; so does the end.
 */
export default function ConviteView() {
  const [token] = useState(tokenDoEndereco);
  const [state, send] = useMachine(machine, { input: { token } });
  useEffect(aoAbrirOutroLink, []);
  const { convite, agreed, senha, confirmacao, problemas, notice, motivo, feito } = state.context;

  if (state.matches('loading')) return <Carregando texto="Abrindo o convite…" />;
  if (state.matches('loadFailed')) {
    return (
      <section aria-labelledby="titulo" className="cartao login">
        <h1 id="titulo">Convite</h1>
        <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />
      </section>
    );
  }
  if (state.matches('invalid')) {
    return (
      <section aria-labelledby="titulo" className="cartao login">
        <h1 id="titulo">Link indisponível</h1>
        <p>{motivo}</p>
        <IrParaOLogin />
      </section>
    );
  }
  if (state.matches('done')) {
    return (
      <section aria-labelledby="titulo" className="cartao login">
        <h1 id="titulo">Tudo certo</h1>
        <p role="status">{feito}</p>
        <IrParaOLogin />
      </section>
    );
  }
  if (!convite) return null;

  const comTermo = state.matches('invitation');
  const enviando = state.matches({ invitation: 'sending' }) || state.matches({ password: 'sending' });
  const baixando = state.matches({ invitation: 'downloading' });
  const mudar = (field: 'senha' | 'confirmacao') => (e: { target: { value: string } }) => send({ type: 'field.change', field, value: e.target.value } satisfies ConviteEvento);
  const itens = itensDoResumo(problemas, CAMPOS_CONVITE, id);

  return (
    <section aria-labelledby="titulo" className="termo-aceite convite">
      <h1 id="titulo">{comTermo ? 'Convite para o Portal do Associado' : 'Criar senha'}</h1>
      <p>
        {comTermo
          ? <><strong>{convite.nomeConsultor}</strong> convidou sua empresa para o Portal do Associado. Leia o Termo de Uso, marque o de acordo e crie a senha do seu acesso.</>
          : <>Crie a nova senha de acesso{convite.nomeAssociado ? <> de <strong>{convite.nomeAssociado}</strong></> : null} ao Portal do Associado.</>}
      </p>
      {comTermo && convite.termo && (
        <>
          <TextoDoTermo termo={{ texto: convite.termo, dtVersao: convite.termo.dtVersao }} />
          <p className="termo-pdf-links">
            <button type="button" className="botao secundario" disabled={baixando || enviando} onClick={() => send({ type: 'pdf.download' })}>
              {baixando ? 'Aguarde' : 'Baixar PDF'}
            </button>
          </p>
        </>
      )}
      <form className="formulario" noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <ResumoDeErros itens={itens} />
        {comTermo && (
          <div className={['termo-de-acordo', problemas.aceite && 'com-erro'].filter(Boolean).join(' ')}>
            <input id={id('aceite')} type="checkbox" checked={agreed} disabled={enviando} required
              aria-invalid={problemas.aceite ? true : undefined} aria-describedby={descritoPor(problemas.aceite && idErro(id('aceite')))}
              onChange={() => send({ type: 'agree.toggle' })} />
            <label htmlFor={id('aceite')}>Estou de acordo com o termo acima.</label>
            <ErroDoCampo id={id('aceite')} texto={problemas.aceite} />
          </div>
        )}
        <Campo id="convite-email" rotulo="E-mail de acesso">
          {(c) => <input {...c} type="email" autoComplete="username" value={convite.email} readOnly />}
        </Campo>
        <Campo id={id('senha')} rotulo="Nova senha" dica={`Pelo menos ${MINIMO_SENHA} caracteres.`} erro={problemas.senha} obrigatorio>
          {(c) => <input {...c} type="password" autoComplete="new-password" value={senha} maxLength={MAXIMO_SENHA} disabled={enviando} onChange={mudar('senha')} />}
        </Campo>
        <Campo id={id('confirmacao')} rotulo="Confirme a nova senha" erro={problemas.confirmacao} obrigatorio>
          {(c) => <input {...c} type="password" autoComplete="new-password" value={confirmacao} maxLength={MAXIMO_SENHA} disabled={enviando} onChange={mudar('confirmacao')} />}
        </Campo>
        {notice && <p className="alerta" role="alert">{notice}</p>}
        <div className="acoes">
          <button type="submit" className="botao" disabled={enviando || baixando}>
            {enviando ? 'Aguarde' : comTermo ? 'Aceitar e criar senha' : 'Criar senha'}
          </button>
        </div>
      </form>
    </section>
  );
}
