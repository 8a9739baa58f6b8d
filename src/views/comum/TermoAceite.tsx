import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { formatData } from '../../domain/comum/datas';
import type { RespostaDoAceite, TermoEvento, TermoMachine, TermoParaAceite, TermoSnapshot } from '../../machines/comum/termo';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from './Carregando';
import { FalhaDeCarga } from './FalhaDeCarga';

/** What a product's term screen says (its h1 and its accept button). */
export interface TextosTermo {
  /** The screen's heading: 'Termo do Clube de Vantagens', 'Aceite do Termo Aditivo'… */
  titulo: string;
  /** The accept button: 'Assinar termo', 'Confirmar Contratação'… */
  aceitar: string;
  /** The accept button while the acceptance is saved (§2 health: 'Aguarde, salvando termo'). */
  salvando: string;
}

/** Where the screen goes when its machine ends: accepted, refused by the server (400), VOLTAR. */
export interface SaidasTermo {
  aceito: string;
  recusado: string;
  voltar: string;
}

/**
 * The term machine with the portal's toasts: `warn` for a refusal, `celebrate` for an acceptance
 * (which outcome goes to a toast and which inline is decided in machines/comum/termo.ts).
 */
export function comAvisos<Entrada, Termo extends TermoParaAceite = TermoParaAceite, Resposta extends RespostaDoAceite = string>(
  machine: TermoMachine<Entrada, Termo, Resposta>,
): TermoMachine<Entrada, Termo, Resposta> {
  return machine.provide({
    actions: {
      warn: ({ context }) => avisos.atencao(context.notice ?? ''),
      celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    },
  });
}

/**
 * The term-acceptance screen every product shares: the term as page text (readable on a 360 px phone),
 * a link to the same term as PDF, 'Estou de acordo com o termo acima.', accept and VOLTAR.
 * It draws the state of a `criarTermoMachine` actor and sends its events; the product owns the actor.
 */
export function TermoAceite<Entrada, Termo extends TermoParaAceite = TermoParaAceite, Resposta extends RespostaDoAceite = string>({
  state, send, textos, saidas, antesDoTermo,
}: {
  state: TermoSnapshot<Entrada, Termo, Resposta>;
  send: (event: TermoEvento) => void;
  textos: TextosTermo;
  saidas: SaidasTermo;
  /** What the product shows under the page's h1 and above the term (the retail reservation's summary), in reading order. */
  antesDoTermo?: ReactNode;
}) {
  const { termo, agreed, notice } = state.context;
  const titulo = <h1 id="titulo">{textos.titulo}</h1>;
  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('accepted')) return <Redirect to={saidas.aceito} />;
  if (state.matches('leftToPanel')) return <Redirect to={saidas.recusado} />;
  if (state.matches('leftBack')) return <Redirect to={saidas.voltar} />;
  if (state.matches('loading')) return <Carregando texto="Carregando o termo…" />;
  const voltar = (desabilitado = false) => (
    <button type="button" className="botao secundario" disabled={desabilitado} onClick={() => send({ type: 'back' })}>VOLTAR</button>
  );
  if (state.matches('loadFailed') || !termo) {
    return (
      <section aria-labelledby="titulo" className="termo-aceite">
        {titulo}
        <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />
        <div className="acoes">{voltar()}</div>
      </section>
    );
  }
  const salvando = state.matches('accepting');
  return (
    <section aria-labelledby="titulo" className="termo-aceite">
      {titulo}
      {antesDoTermo}
      <TextoDoTermo termo={termo} />
      <LinkPdf termo={termo} />
      <form onSubmit={(e) => { e.preventDefault(); send({ type: 'term.accept' }); }}>
        <div className="termo-de-acordo">
          <input id="de-acordo" type="checkbox" checked={agreed} disabled={salvando} onChange={() => send({ type: 'agree.toggle' })} />
          <label htmlFor="de-acordo">Estou de acordo com o termo acima.</label>
        </div>
        {notice && <p className="alerta" role="alert">{notice}</p>}
        {/* accept right after the checkbox: Tab, Space, Tab, Enter accepts */}
        <div className="acoes">
          <button type="submit" className="botao" disabled={!agreed || salvando}>{salvando ? textos.salvando : textos.aceitar}</button>
          {voltar(salvando)}
        </div>
      </form>
    </section>
  );
}

/** The term's own lines, as its PDF prints them: title, version, who accepts, then the numbered clauses (also the invitation's public page). */
export function TextoDoTermo({ termo: { texto, dtVersao } }: { termo: Pick<TermoParaAceite, 'texto' | 'dtVersao'> }) {
  return (
    <article className="termo-texto" aria-labelledby="termo-titulo">
      <h2 id="termo-titulo">{texto.titulo}</h2>
      <p className="termo-versao">Versão de {formatData(dtVersao)}</p>
      {texto.identificacao.length > 0 && (
        <ul className="termo-identificacao">{texto.identificacao.map((linha, i) => <li key={i}>{linha}</li>)}</ul>
      )}
      <ol className="termo-clausulas">{texto.clausulas.map((clausula, i) => <li key={i}>{clausula}</li>)}</ol>
    </article>
  );
}

/**
 * The same term as PDF, from a blob URL made here and revoked when the screen goes (or the PDF changes).
 * It opens in a new tab; `download` is the fallback where a browser cannot show PDFs (some in-app browsers).
 */
function LinkPdf({ termo: { base64, nomeArquivo } }: { termo: TermoParaAceite }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const criada = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    setUrl(criada);
    return () => URL.revokeObjectURL(criada);
  }, [base64]);
  if (!url) return null;
  return (
    <p className="termo-pdf-links">
      <a href={url} target="_blank" rel="noopener">Abrir o termo em PDF</a>
      <a href={url} download={nomeArquivo}>Baixar o PDF</a>
    </p>
  );
}
