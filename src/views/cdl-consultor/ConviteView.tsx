import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
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
import { Sessao } from '../comum/Sessao';
import { TextoDoTermo } from '../comum/TermoAceite';
import { tituloDaPagina } from '../comum/titulos';
import { rotas } from '../rotas';
import './convite.css';

const machine = conviteMachine.provide({ actions: { showProblems: focarResumo } });
const id = (campo: CampoConvite) => `convite-${campo}`;

/**
 * The way out of the page: the login, where the new password is used. Someone logged in this browser (the consultant
 * trying the link, the member whose sessions the new password just ended) is named, and the way is out of that session
 * first: the login then opens clean, never on 'Sua sessão expirou' nor on that user's products (issue 27).
 */
function IrParaOLogin() {
  const sessao = Sessao.useActorRef();
  const usuario = Sessao.useSelector((s) => (s.matches('authenticated') ? s.context.usuario : null));
  const [, navegar] = useLocation();
  if (!usuario) return <p className="acoes"><Link className="botao" href={rotas.login.link()}>Ir para o login</Link></p>;
  const contato = usuario.dadosContatoPrincipal[0];
  return (
    <>
      <p>Este navegador está conectado como <strong>{contato?.nome || contato?.email}</strong>. Para entrar com a nova senha, saia primeiro.</p>
      <p className="acoes">
        <button type="button" className="botao" onClick={() => { sessao.send({ type: 'session.end' }); navegar(rotas.login.link()); }}>
          Sair e ir para o login
        </button>
      </p>
    </>
  );
}

/** The tab says what the page's h1 says (App.tsx leaves /convite's title to this page: it changes with the link). */
function useTituloDaAba(titulo: string) {
  useLayoutEffect(() => { document.title = tituloDaPagina(titulo); }, [titulo]);
}

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
  const comTermo = convite?.finalidade === 'filiacao';
  useTituloDaAba(
    state.matches('invalid') ? 'Link indisponível'
      : state.matches('done') ? (comTermo ? 'Termo aceito' : 'Senha criada')
        : state.matches('password') ? 'Criar senha'
          : state.matches('invitation') ? 'Convite para o Portal do Associado' : 'Convite',
  );

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
        <h1 id="titulo">{comTermo ? 'Termo aceito' : 'Senha criada'}</h1>
        <p role="status">{feito}</p>
        <IrParaOLogin />
      </section>
    );
  }
  if (!convite) return null;

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
          // decided (issue 27): the package and its price are chosen at the registration, after this page: say so
          <p className="aviso nota-pacote">
            O pacote (Essencial, Prata ou Ouro) e o valor da contribuição mensal ainda não fazem parte deste convite:
            você os combina com <strong>{convite.nomeConsultor}</strong>, que os registra no cadastro da sua empresa.
            O e-mail de cadastro concluído informa o pacote escolhido, e nada é cobrado antes da conclusão da filiação.
          </p>
        )}
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
