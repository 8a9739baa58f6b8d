import { useMachine } from '@xstate/react';
import { Redirect } from 'wouter';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { clubeTermoMachine } from '../../machines/clube-vantagens/termo.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { PdfTermo } from '../comum/PdfTermo';
import { rotasClube } from './rotas';

const termoMachine = clubeTermoMachine.provide({
  actions: {
    warn: ({ context }) => avisos.atencao(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? ''),
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
  },
});

/** Club term acceptance: the PDF, the checkbox, and on success the panel (spec §2). */
export function TermoView() {
  const [state, send] = useMachine(termoMachine);
  const { termo, agreed, notice } = state.context;
  const titulo = <h1 id="titulo">Termo do Clube de Vantagens</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('accepted') || state.matches('leftToPanel')) return <Redirect to={rotasClube.painel.link()} />;
  if (state.matches('loading')) return <Carregando texto="Carregando o termo…" />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;
  const salvando = state.matches('accepting');
  return (
    <section aria-labelledby="titulo">
      {titulo}
      {termo && <PdfTermo base64={termo.base64} nomeArquivo={termo.nomeArquivo} titulo="Termo do Clube de Vantagens (PDF)" />}
      <form onSubmit={(e) => { e.preventDefault(); send({ type: 'term.accept' }); }}>
        <div className="aceite">
          <input id="de-acordo" type="checkbox" checked={agreed} disabled={salvando} onChange={() => send({ type: 'agree.toggle' })} />
          <label htmlFor="de-acordo">Estou de acordo com o termo acima.</label>
        </div>
        {notice && <p className="alerta" role="alert">{notice}</p>}
        <div className="acoes">
          <button type="submit" className="botao" disabled={!agreed || salvando}>{salvando ? mensagensClube.salvandoTermo : 'Assinar termo'}</button>
        </div>
      </form>
    </section>
  );
}
