import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect } from 'wouter';
import type { Plano } from '../../contracts/spc-conciliador.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { mensagensContratacao, ROTULOS_PLANO } from '../../domain/spc-conciliador/conciliador';
import { mensagensRascunho } from '../../services/comum/rascunho';
import { conciliadorCatalogoMachine } from '../../machines/spc-conciliador/catalogo.machine';
import type { ContratacaoEvento, DadosAdicionais, EscolhaConciliador } from '../../machines/spc-conciliador/contratacao.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotas } from '../rotas';
import { rotasConciliador } from './rotas';

const catalogoMachine = conciliadorCatalogoMachine.provide({
  actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') }, // §8: the server's mensagem as a warning
});

// the modal (Headless UI's Dialog, ~15 kB gz) in a chunk of its own, asked for as soon as the plans screen opens
const carregarDialogo = () => import('./DadosAdicionaisDialog');
const DadosAdicionaisDialog = lazy(() => carregarDialogo().then((m) => ({ default: m.DadosAdicionaisDialog })));

const numero = (n: number) => n.toLocaleString('pt-BR');

/** The plan's figures in §2's order: counts as numbers, prices in BRL (the monthly fee is the card's price). */
const FIGURAS: { campo: keyof typeof ROTULOS_PLANO; valor: (p: Plano) => string }[] = [
  { campo: 'qtdeCnpjs', valor: (p) => numero(p.qtdeCnpjs) },
  { campo: 'adquirentes', valor: (p) => numero(p.adquirentes) },
  { campo: 'transacoes', valor: (p) => numero(p.transacoes) },
  { campo: 'excedentes', valor: (p) => formatBRL(p.excedentes) },
  { campo: 'adquirentesExtra', valor: (p) => formatBRL(p.adquirentesExtra) },
  { campo: 'custoOperadoras', valor: (p) => formatBRL(p.custoOperadoras) },
  { campo: 'filialExtra', valor: (p) => formatBRL(p.filialExtra) },
  { campo: 'taxaAdesao', valor: (p) => formatBRL(p.taxaAdesao) },
];

/** One plan (§2 Escolha de Plano): package, every figure, and SELECIONAR. */
function CartaoPlano({ plano, escolhido, onSelecionar }: { plano: Plano; escolhido: boolean; onSelecionar: () => void }) {
  const id = `plano-${plano.planoId}`;
  return (
    <article className={`cartao plano${escolhido ? ' escolhido' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{plano.descricao}</h2>
      {escolhido && <p className="etiqueta">Plano escolhido</p>}
      <p className="plano-preco">
        <span className="visualmente-oculto">{ROTULOS_PLANO.mensalidade}: </span>
        <span className="preco">{formatBRL(plano.mensalidade)}</span> por mês
      </p>
      <dl className="plano-figuras">
        {FIGURAS.map(({ campo, valor }) => (
          <div key={campo}><dt>{ROTULOS_PLANO[campo]}</dt><dd>{valor(plano)}</dd></div>
        ))}
      </dl>
      <button type="button" className="botao" onClick={onSelecionar}>
        SELECIONAR<span className="visualmente-oculto"> plano {plano.descricao}</span>
      </button>
    </article>
  );
}

/**
 * §2 Escolha de Plano: one card per plan; SELECIONAR opens 'Dados Adicionais'. The plans and operators come
 * from their own machine (catalogo): none → institucional, refused (400) → the requests panel with a warning (§8).
 */
export function PlanosView({ escolha, dialogo, send, recuperado }: {
  escolha: EscolhaConciliador | null;
  dialogo: DadosAdicionais | null;
  send: (evento: ContratacaoEvento) => void;
  recuperado: boolean;
}) {
  const [state, sendCatalogo] = useMachine(catalogoMachine);
  useEffect(() => void carregarDialogo(), []);
  const titulo = <h1 id="titulo">{mensagensContratacao.tituloPlanos}</h1>;
  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('leftToInstitutional')) return <Redirect to={rotas.institucional.link()} />;
  if (state.matches('leftToPanel')) return <Redirect to={rotasConciliador.painel.link()} />;
  if (state.matches('loading')) return <section aria-labelledby="titulo">{titulo}<Carregando texto="Carregando os planos…" /></section>;
  const { catalogo, notice } = state.context;
  if (state.matches('loadFailed') || !catalogo) {
    return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => sendCatalogo({ type: 'retry' })} /></section>;
  }
  return (
    <section aria-labelledby="titulo" className="conciliador-planos">
      {titulo}
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      <p>Escolha o pacote da sua empresa. Em seguida, informe a quantidade de CNPJ e as operadoras de cartão que você usa.</p>
      <ul className="lista-limpa planos">
        {catalogo.planos.map((plano) => (
          <li key={plano.planoId}>
            <CartaoPlano plano={plano} escolhido={escolha?.dadosPlano.planoId === plano.planoId}
              onSelecionar={() => send({ type: 'plan.select', plano })} />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}><DadosAdicionaisDialog dialogo={dialogo} operadoras={catalogo.operadoras} send={send} /></Suspense>
    </section>
  );
}
