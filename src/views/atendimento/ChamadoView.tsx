import { useMachine } from '@xstate/react';
import { useMemo, useRef, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import {
  acaoDoTipo, MAXIMO_COMENTARIO, mensagensAtendimento, NOMES_DOS_TIPOS, nomeDoProduto, nomeDoStatus,
} from '../../domain/atendimento/atendimento';
import { formatDataHora } from '../../domain/comum/datas';
import { atendimentoChamadoMachine } from '../../machines/atendimento/chamado.machine';
import { avisos } from '../../services/comum/avisos';
import type { DetalheChamado } from '../../services/atendimento/atendimento.service';
import { Campo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { filaDo } from './rotas';

const ID_COMENTARIO = 'comentario-chamado';

/**
 * A ticket as staff work it: what it is, the request it is about (its product's reader), its history and files,
 * and, open and of a kind the console closes, the comment and the button (Classificar). Closed: a toast, and the
 * queue of its product.
 */
export function ChamadoView({ chamadoId }: { chamadoId: number }) {
  const machine = useMemo(() => atendimentoChamadoMachine.provide({
    actions: { celebrate: (_, { texto }) => avisos.sucesso(texto) },
  }), []);
  const [state, send, actor] = useMachine(machine, { input: { chamadoId } });
  const comentarioRef = useRef<HTMLTextAreaElement>(null);
  const { detalhe, comentario, erroComentario, notice } = state.context;
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

  const { chamado, historico, arquivos, pedido } = detalhe;
  const acao = acaoDoTipo(chamado.tipo);
  const enviando = state.matches('closing');
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'close.submit' });
    // the field's problem is said under it, and focus goes there
    if (actor.getSnapshot().context.erroComentario) comentarioRef.current?.focus();
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

      <h2>Arquivos</h2>
      {arquivos.length === 0 ? <p>{mensagensAtendimento.nenhumArquivo}</p> : (
        <ul className="arquivos-chamado">
          {arquivos.map((a) => <li key={a.arquivoId}><a href={a.url} target="_blank" rel="noopener">{a.nome}</a></li>)}
        </ul>
      )}

      {notice && <p className="alerta" role="alert">{notice}</p>}
      {chamado.status !== 0 ? <p className="aviso">{mensagensAtendimento.chamadoEncerrado}</p>
        : !acao ? <p>{mensagensAtendimento.semAcao}</p>
        : (
          <form className="formulario acao-chamado" noValidate onSubmit={enviar} aria-labelledby="titulo-acao">
            <h2 id="titulo-acao">{acao.rotulo}</h2>
            <Campo id={ID_COMENTARIO} rotulo={acao.rotuloComentario} obrigatorio erro={erroComentario}
              dica="Fica no histórico do chamado.">
              {(c) => (
                <textarea {...c} ref={comentarioRef} rows={4} maxLength={MAXIMO_COMENTARIO} value={comentario} readOnly={enviando}
                  onChange={(e) => send({ type: 'comment.change', texto: e.target.value })} />
              )}
            </Campo>
            <div className="acoes">
              <button type="submit" className="botao" disabled={enviando}>{enviando ? 'Aguarde…' : acao.rotulo}</button>
            </div>
          </form>
        )}
    </section>
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
