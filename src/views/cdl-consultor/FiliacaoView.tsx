import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import { itensDoResumo } from '../../domain/comum/formularios';
import { filiacaoMachine } from '../../machines/cdl-consultor/filiacao.machine';
import { avisos } from '../../services/comum/avisos';
import { AvisoObrigatorios, Campo } from '../comum/Campo';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { rotas } from '../rotas';
import { ESTADO_NOVO_CONVITE, rotasConsultor } from './rotas';

const machine = filiacaoMachine.provide({
  actions: {
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? ''),
    showProblems: focarResumo,
  },
});

const ID_EMAIL = 'filiacao-email';

/** /produto/cdl-consultor/filiacao (§2 New affiliation). */
export function FiliacaoView() {
  const [state, send] = useMachine(machine);
  const { email, problema } = state.context;
  if (state.matches('sessionLost')) return null;
  // issue 27: the carteira shows the new row first (newest first), highlighted; the e-mail travels in the history entry, never in the address
  if (state.matches('done')) return <Redirect to={rotasConsultor.gerenciarAssociados.link()} state={{ [ESTADO_NOVO_CONVITE]: email.trim().toLowerCase() }} />;
  const enviando = state.matches('sending');
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Nova filiação</h1>
      <p>Informe o e-mail da empresa: ela recebe o convite para aceitar o Termo de Uso e criar a senha.</p>
      <ResumoDeErros itens={itensDoResumo({ email: problema ?? undefined }, ['email'], () => ID_EMAIL)} />
      <form noValidate className="formulario consultor-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <AvisoObrigatorios />
        <Campo id={ID_EMAIL} rotulo="E-mail" obrigatorio erro={problema}>
          {(c) => <input {...c} type="email" autoComplete="off" maxLength={MAXIMO_EMAIL} value={email} disabled={enviando}
            onChange={(e) => send({ type: 'email.change', email: e.currentTarget.value })} />}
        </Campo>
        <div className="acoes">
          <button type="submit" className="botao" disabled={enviando}>SOLICITAR</button>
          <Link className="botao secundario" href={rotas.Dashboard.link()}>VOLTAR</Link>
        </div>
      </form>
    </section>
  );
}
