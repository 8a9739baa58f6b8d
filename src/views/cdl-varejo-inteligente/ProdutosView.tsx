import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import type { Agenda } from '../../contracts/cdl-varejo-inteligente.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { varejoProdutosMachine } from '../../machines/cdl-varejo-inteligente/listas.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotas } from '../rotas';
import { linkDaAgenda } from './links';
import { rotasVarejo } from './rotas';
import './varejo.css';

const produtosMachine = varejoProdutosMachine.provide({ actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') } });

function capacidade(a: Agenda): string {
  if (a.tipoReserva === 'estacao-trabalho') return t.capacidadeEstacoes(a.capacidade);
  if (a.tipoReserva === 'escritorio-virtual') return t.capacidadeEscritorio(a.capacidade);
  return t.capacidade(a.capacidade);
}

/** /produto/cdl-varejo-inteligente/produtos (§2): a card per space, name, capacity, price per unit and its link. */
export function ProdutosView() {
  const [state, send] = useMachine(produtosMachine);
  const titulo = <h1 id="titulo">{t.tituloProdutos}</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('leftRefused')) return <Redirect to={rotas.Dashboard.link()} replace />;
  if (state.matches('loading')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={state.context.notice} onRetry={() => send({ type: 'retry' })} /></section>;
  const agendas = state.context.itens;
  return (
    <section aria-labelledby="titulo" className="varejo">
      <div className="varejo-topo">
        {titulo}
        <Link className="botao secundario" href={rotasVarejo.varejo.link()}>{t.meusEspacos}</Link>
      </div>
      <p>{t.subtituloProdutos}</p>
      {state.matches('empty') ? <p className="vazio">{t.nenhumEspaco}</p> : (
        <ul className="grade lista-limpa varejo-espacos">
          {agendas.map((a) => (
            <li key={a.agendaId}>
              <article className="cartao espaco" aria-labelledby={`espaco-${a.agendaId}`}>
                <h2 id={`espaco-${a.agendaId}`}>{a.espaco}</h2>
                <p>{capacidade(a)}</p>
                <p className="espaco-preco"><span className="preco">{formatBRL(a.valor)}</span> {t.porUnidade[a.tipoValor]}</p>
                <Link className="botao" href={linkDaAgenda(a)} aria-describedby={`espaco-${a.agendaId}`}>{t.reservar}</Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
