import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import {
  acaoDoTipo, CANCELAMENTO, cancelavel, chaveDoDocumento, ESCOLHAS_REVISAO, MAXIMO_COMENTARIO, MAXIMO_COMENTARIO_REVISAO, mensagensAtendimento, NOMES_DOS_TIPOS,
  nomeDoProduto, nomeDoStatus, perguntaDaConclusao, REVISAO_VAZIA, type ProblemasDaRevisao, type RevisaoNaTela,
} from '../../domain/atendimento/atendimento';
import { formatDataHora } from '../../domain/comum/datas';
import type { ItemDoResumo } from '../../domain/comum/formularios';
import { atendimentoChamadoMachine } from '../../machines/atendimento/chamado.machine';
import { avisos } from '../../services/comum/avisos';
import type { DetalheChamado } from '../../services/atendimento/atendimento.service';
import { Campo, Escolhas, Grupo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { filaDo } from './rotas';

const ID_COMENTARIO = 'comentario-chamado';
const ID_MOTIVO = 'motivo-cancelamento';

/**
 * A ticket as staff work it: what it is, the request it is about (its product's reader), its history and files,
 * and, open and of a kind the console closes, the comment and the button (Classificar). Closed: a toast, and the
 * queue of its product.
 */
export function ChamadoView({ chamadoId }: { chamadoId: number }) {
  const machine = useMemo(() => atendimentoChamadoMachine.provide({
    actions: { celebrate: (_, { texto }) => avisos.sucesso(texto), showProblems: focarResumo },
  }), []);
  const [state, send, actor] = useMachine(machine, { input: { chamadoId } });
  const comentarioRef = useRef<HTMLTextAreaElement>(null);
  const motivoRef = useRef<HTMLTextAreaElement>(null);
  const { detalhe, comentario, erroComentario, notice, revisoes, problemas, motivo, erroMotivo } = state.context;
  const titulo = <h1 id="titulo">Chamado nº {chamadoId}</h1>;
  const voltar = (produto: string | null) => <p className="voltar-atendimento"><Link href={filaDo(produto)}>Voltar para a fila</Link></p>;

  if (state.matches('sessionLost')) return null;
  if (state.matches('closed')) return <Redirect to={filaDo(detalhe?.chamado.produto ?? null)} />;
  if (state.matches('loading') && !detalhe) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo" className="atendimento">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;
  if (state.matches('missing') || !detalhe) {
    return (
      <section aria-labelledby="titulo" className="atendimento">
        {titulo}
        <p>{notice}</p>
        {voltar(null)}
      </section>
    );
  }

  const { chamado, historico, arquivos, pedido, documentos } = detalhe;
  const acao = acaoDoTipo(chamado.tipo);
  const enviando = state.matches('closing') || state.matches('applying') || state.matches('reviewing') || state.matches('cancelling');
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'close.submit' });
    // the field's problem is said under it, and focus goes there
    if (actor.getSnapshot().context.erroComentario) comentarioRef.current?.focus();
  };
  const cancelar = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'cancel.submit' });
    if (actor.getSnapshot().context.erroMotivo) motivoRef.current?.focus();
  };
  return (
    <section aria-labelledby="titulo" className="atendimento chamado-atendimento">
      {voltar(chamado.produto)}
      {titulo}
      <p className="rotulo-chamado">{chamado.label}</p>
      <Ficha campos={[
        { rotulo: 'Situação', valor: nomeDoStatus(chamado.status) },
        { rotulo: 'Produto', valor: nomeDoProduto(chamado.produto) },
        { rotulo: 'Tipo', valor: NOMES_DOS_TIPOS[chamado.tipo] },
        { rotulo: 'Associado', valor: `${chamado.nomeAssociado} (código ${chamado.codSocio})` },
        { rotulo: 'Aberto em', valor: formatDataHora(chamado.dataAbertura) },
        { rotulo: 'Atualizado em', valor: formatDataHora(chamado.dataAtualizacao) },
      ]} />

      <h2>Solicitação</h2>
      {pedido ? (
        <div className="cartao">
          <h3>{pedido.titulo}</h3>
          <Ficha campos={pedido.campos} />
        </div>
      ) : <p>{mensagensAtendimento.semPedido}</p>}

      <h2>Histórico</h2>
      <Historico historico={historico} />

      {documentos.length > 0 ? (
        <Documentos documentos={documentos} aberto={chamado.status === 0} revisoes={revisoes} problemas={problemas}
          enviando={state.matches('reviewing')} confirmando={state.matches('confirmingReview')} notice={notice}
          marcar={(chave, correto) => send({ type: 'review.mark', chave, correto })}
          comentar={(chave, texto) => send({ type: 'review.comment', chave, texto })}
          concluir={() => send({ type: 'review.submit' })}
          confirmar={() => send({ type: 'review.confirm' })} desistir={() => send({ type: 'review.cancel' })} />
      ) : (
        <>
          <h2>Arquivos</h2>
          {arquivos.length === 0 ? <p>{mensagensAtendimento.nenhumArquivo}</p> : (
            <ul className="arquivos-chamado">
              {arquivos.map((a) => <li key={a.arquivoId}><a href={a.url} target="_blank" rel="noopener">{a.nome}</a></li>)}
            </ul>
          )}
          {notice && <p className="alerta" role="alert">{notice}</p>}
        </>
      )}

      {documentos.length > 0 ? null
        : chamado.status !== 0 ? <p className="aviso">{mensagensAtendimento.chamadoEncerrado}</p>
        : !acao ? <p>{mensagensAtendimento.semAcao}</p>
        : (
          <>
            {chamado.tipo === 'atualizacao' && pedido && (
              <div className="acao-chamado aplicar-atualizacao">
                <h2>{mensagensAtendimento.aplicarAtualizacao}</h2>
                <p className="dica">{mensagensAtendimento.dicaAplicar}</p>
                <div className="acoes">
                  <button type="button" className="botao" disabled={enviando} onClick={() => send({ type: 'apply.submit' })}>
                    {state.matches('applying') ? 'Aguarde…' : mensagensAtendimento.aplicarAtualizacao}
                  </button>
                </div>
              </div>
            )}
            <form className="formulario acao-chamado" noValidate onSubmit={enviar} aria-labelledby="titulo-acao">
              <h2 id="titulo-acao">{acao.rotulo}</h2>
              <Campo id={ID_COMENTARIO} rotulo={acao.rotuloComentario} obrigatorio erro={erroComentario}
                dica={chamado.tipo === 'atualizacao' ? mensagensAtendimento.dicaRecusa : 'Fica no histórico do chamado.'}>
                {(c) => (
                  <textarea {...c} ref={comentarioRef} rows={4} maxLength={MAXIMO_COMENTARIO} value={comentario} readOnly={enviando}
                    onChange={(e) => send({ type: 'comment.change', texto: e.target.value })} />
                )}
              </Campo>
              <div className="acoes">
                <button type="submit" className={chamado.tipo === 'atualizacao' ? 'botao secundario' : 'botao'} disabled={enviando}>
                  {state.matches('closing') ? 'Aguarde…' : acao.rotulo}
                </button>
              </div>
            </form>
          </>
        )}

      {cancelavel(chamado, documentos.length) && (
        <form className="formulario acao-chamado cancelar-chamado" noValidate onSubmit={cancelar} aria-labelledby="titulo-cancelar">
          <h2 id="titulo-cancelar">{CANCELAMENTO.rotulo}</h2>
          <Campo id={ID_MOTIVO} rotulo={CANCELAMENTO.rotuloComentario} obrigatorio erro={erroMotivo} dica={mensagensAtendimento.dicaCancelamento}>
            {(c) => (
              <textarea {...c} ref={motivoRef} rows={3} maxLength={MAXIMO_COMENTARIO} value={motivo} readOnly={enviando}
                onChange={(e) => send({ type: 'cancel.change', texto: e.target.value })} />
            )}
          </Campo>
          <div className="acoes">
            <button type="submit" className="botao perigo" disabled={enviando}>
              {state.matches('cancelling') ? 'Aguarde…' : CANCELAMENTO.rotulo}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

const idEscolha = (i: number) => `revisao-${i}`;
const idComentarioRevisao = (i: number) => `comentario-revisao-${i}`;
const nomeDoDocumento = (d: DetalheChamado['documentos'][number]) => (d.pessoa ? `${d.rotulo} (${d.pessoa})` : d.rotulo);

interface PropsDosDocumentos {
  documentos: DetalheChamado['documentos'];
  aberto: boolean;
  revisoes: Record<string, RevisaoNaTela>;
  problemas: ProblemasDaRevisao | null;
  enviando: boolean;
  /** Concluir análise was pressed with every document reviewed: the question in place of the button. */
  confirmando: boolean;
  notice: string | null;
  marcar: (chave: string, correto: boolean) => void;
  comentar: (chave: string, texto: string) => void;
  concluir: () => void;
  confirmar: () => void;
  desistir: () => void;
}

/**
 * A documentation ticket's documents (issue 21): open, each a fieldset with its file ('Abrir <rótulo>', a new tab),
 * OK or INCORRETA (radios: arrows move between them) and, when INCORRETA, what is wrong; then Concluir análise.
 * Closed, each document's review as staff left it, read only.
 */
function Documentos({ documentos, aberto, revisoes, problemas, enviando, confirmando, notice, marcar, comentar, concluir, confirmar, desistir }: PropsDosDocumentos) {
  // Voltar à revisão: focus back on Concluir análise, the control that stays
  const concluirRef = useRef<HTMLButtonElement>(null);
  const confirmava = useRef(false);
  useEffect(() => {
    if (confirmava.current && !confirmando && !enviando) concluirRef.current?.focus();
    confirmava.current = confirmando;
  }, [confirmando, enviando]);
  const abrir = (d: DetalheChamado['documentos'][number]) => (
    <a className="abrir-documento" href={d.arquivo.url} target="_blank" rel="noopener">
      {mensagensAtendimento.abrirDocumento(nomeDoDocumento(d))}<span className="visualmente-oculto"> (abre em nova aba)</span>
    </a>
  );
  if (!aberto) {
    return (
      <>
        <h2>{mensagensAtendimento.tituloDocumentos}</h2>
        {notice && <p className="alerta" role="alert">{notice}</p>}
        <ul className="documentos-revisados">
          {documentos.map((d) => (
            <li key={chaveDoDocumento(d)}>
              <strong>{nomeDoDocumento(d)}</strong>
              <span className={d.revisao?.includes('INCORRETA') ? 'revisao incorreta' : 'revisao'}>{d.revisao ?? mensagensAtendimento.semRevisao}</span>
              {abrir(d)}
            </li>
          ))}
        </ul>
        <p className="aviso">{mensagensAtendimento.chamadoEncerrado}</p>
      </>
    );
  }
  const itens: ItemDoResumo[] = problemas ? documentos.flatMap((d, i) => {
    const p = problemas[chaveDoDocumento(d)];
    return [
      ...(p?.escolha ? [{ alvo: idEscolha(i), texto: `${nomeDoDocumento(d)}: ${p.escolha}` }] : []),
      ...(p?.comentario ? [{ alvo: idComentarioRevisao(i), texto: `${nomeDoDocumento(d)}: ${p.comentario}` }] : []),
    ];
  }) : [];
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    concluir();
  };
  return (
    <form className="formulario revisao-documentos" noValidate onSubmit={enviar} aria-labelledby="titulo-documentos">
      <h2 id="titulo-documentos">{mensagensAtendimento.tituloDocumentos}</h2>
      <ResumoDeErros itens={itens} />
      {notice && <p className="alerta" role="alert">{notice}</p>}
      <p className="dica">{mensagensAtendimento.dicaRevisao}</p>
      {documentos.map((d, i) => {
        const chave = chaveDoDocumento(d);
        const r = revisoes[chave] ?? REVISAO_VAZIA;
        const p = problemas?.[chave];
        return (
          <Grupo key={chave} id={idEscolha(i)} legenda={nomeDoDocumento(d)} obrigatorio erro={p?.escolha} className="documento-em-analise">
            <p className="abrir">{abrir(d)}</p>
            <Escolhas id={idEscolha(i)} nome={idEscolha(i)} tipo="radio" opcoes={ESCOLHAS_REVISAO} obrigatorio desabilitado={enviando}
              marcada={(o) => (o === 'OK' ? r.correto === true : r.correto === false)}
              onChange={(o) => marcar(chave, o === 'OK')} />
            {r.correto === false && (
              <Campo id={idComentarioRevisao(i)} rotulo="O que está incorreto" obrigatorio erro={p?.comentario}
                dica="O consultor lê este comentário para corrigir o documento.">
                {(c) => (
                  <textarea {...c} rows={3} maxLength={MAXIMO_COMENTARIO_REVISAO} value={r.comentario} readOnly={enviando}
                    onChange={(e) => comentar(chave, e.target.value)} />
                )}
              </Campo>
            )}
          </Grupo>
        );
      })}
      {confirmando ? (
        // issue 27: the review is final; what it will do is asked in place (as the list kit's removal), not in a window
        <div role="group" aria-label={`Confirmar: ${mensagensAtendimento.concluirAnalise.toLowerCase()}`} className="confirmacao-conclusao">
          <p className="pergunta">{perguntaDaConclusao(documentos.map((d) => revisoes[chaveDoDocumento(d)] ?? REVISAO_VAZIA))}</p>
          <div className="acoes">
            <button type="button" className="botao" autoFocus onClick={confirmar}>{mensagensAtendimento.confirmarConclusao}</button>
            <button type="button" className="botao secundario" onClick={desistir}>{mensagensAtendimento.voltarARevisao}</button>
          </div>
        </div>
      ) : (
        <div className="acoes">
          <button ref={concluirRef} type="submit" className="botao" disabled={enviando}>{enviando ? 'Aguarde…' : mensagensAtendimento.concluirAnalise}</button>
        </div>
      )}
    </form>
  );
}

/** Labelled values, one per line. */
function Ficha({ campos }: { campos: { rotulo: string; valor: string }[] }) {
  return (
    <dl className="ficha">
      {campos.map((c) => (
        <div key={c.rotulo}>
          <dt>{c.rotulo}</dt>
          <dd>{c.valor}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who changed what and when, oldest first, with the solution of each close. */
function Historico({ historico }: { historico: DetalheChamado['historico'] }) {
  return (
    <ol className="historico-chamado">
      {historico.map((h, i) => (
        <li key={i}>
          <strong>{nomeDoStatus(h.status)}</strong> em {formatDataHora(h.em)}, por {h.nomeUsuario}
          {h.solucao && <p>{h.tipoSolucao ? `${h.tipoSolucao}: ` : ''}{h.solucao}</p>}
        </li>
      ))}
    </ol>
  );
}
