import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { mensagensClube, mensagensPagamentoClube, PRECO_CLUBE } from '../../domain/clube-vantagens/clube';
import { formatData } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { clubePainelMachine, type AbaClube } from '../../machines/clube-vantagens/painel.machine';
import { avisos } from '../../services/comum/avisos';
import type { TipoLista } from '../../services/clube-vantagens/lista.service';
import { Carregando } from '../comum/Carregando';
import { rotas } from '../rotas';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { ListaClube } from './ListaClube';
import { formularioClube, rotasClube } from './rotas';

const painelMachine = clubePainelMachine.provide({
  actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') },
});

const ABAS: { aba: AbaClube; rotulo: string; acao: string; formulario: 'anuncio' | 'banner' | 'usuarios'; lista: TipoLista }[] = [
  { aba: 'anuncios', rotulo: 'Anúncios', acao: 'Cadastrar anúncio', formulario: 'anuncio', lista: 'anuncios' },
  { aba: 'banner', rotulo: 'Banner', acao: 'Cadastrar banner', formulario: 'banner', lista: 'banners' },
  { aba: 'usuarios', rotulo: 'Usuários', acao: 'Cadastrar usuário', formulario: 'usuarios', lista: 'usuarios' },
];

/** /produto/clube-vantagens/painel in its three states (spec §2). */
export function PainelView() {
  const [state, send] = useMachine(painelMachine);
  const { clube, aba, notice, metodosCompra } = state.context;
  const titulo = <h1 id="titulo">Clube de Vantagens</h1>;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('leftToTerm')) return <Redirect to={rotasClube.termo.link()} />;
  if (state.matches('loading')) return <Carregando />;
  // a login that may not buy the club (403): the server's refusal, no purchase offered
  if (state.matches('refused')) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <p>{notice}</p>
        <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
      </section>
    );
  }
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;

  if (state.matches('notPurchased') || state.matches('confirmingPurchase') || state.matches('purchasing')) {
    return (
      <section aria-labelledby="titulo" className="cartao">
        {titulo}
        <p>Divulgue descontos para milhares de associados: cadastre anúncios, um banner em destaque e os usuários do seu clube.</p>
        <p><span className="preco">{formatBRL(PRECO_CLUBE)}</span> por mês</p>
        {state.matches('notPurchased') ? (
          // one way to buy per kind of member (issue 11): associates on the monthly slip, non-associates by credit card
          state.can({ type: 'purchase.start' })
            ? <button type="button" className="botao" onClick={() => send({ type: 'purchase.start' })}>Adquirir Clube de Vantagens</button>
            : metodosCompra.includes('credito') && (
              <>
                <p>{mensagensClube.compraNoCartao}</p>
                <Link className="botao" href={rotasClube.pagamento.link()}>{mensagensPagamentoClube.comprarComCartao}</Link>
              </>
            )
        ) : (
          <div role="group" aria-labelledby="confirmar-compra" className="aviso">
            <p id="confirmar-compra">Confirma a compra do Clube de Vantagens por {formatBRL(PRECO_CLUBE)} por mês, lançados na sua mensalidade?</p>
            <div className="acoes">
              <button type="button" className="botao" autoFocus disabled={state.matches('purchasing')} onClick={() => send({ type: 'purchase.confirm' })}>
                {state.matches('purchasing') ? 'Processando…' : 'Confirmar compra'}
              </button>
              <button type="button" className="botao secundario" disabled={state.matches('purchasing')} onClick={() => send({ type: 'purchase.cancel' })}>voltar</button>
            </div>
          </div>
        )}
      </section>
    );
  }

  if (state.matches('termPending')) {
    return (
      <section aria-labelledby="titulo" className="cartao">
        {titulo}
        <p>Seu Clube de Vantagens foi adquirido. Assine o termo para começar a usar.</p>
        <Link className="botao" href={rotasClube.termo.link()}>Assinar Termo</Link>
      </section>
    );
  }

  const atual = ABAS.find((a) => a.aba === aba)!;
  return (
    <section aria-labelledby="titulo">
      {titulo}
      {clube?.dtCancelamento ? (
        <p className="aviso">Cancelamento solicitado (protocolo {clube.protocoloCancelamento}). A partir de {formatData(clube.dtCancelamento)} seus anúncios e usuários serão suspensos.</p>
      ) : (
        <p>Mensalidade: {formatBRL(clube?.valorMensal ?? PRECO_CLUBE)} por mês</p>
      )}
      <div className="painel">
        <div className="lateral">
          {/* ARIA tabs: only tabs inside the tablist; arrows move between them, Tab goes to the panel */}
          <div className="abas" role="tablist" aria-label="Seções do clube"
            onKeyDown={(e) => {
              const passo = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
              if (!passo) return;
              e.preventDefault();
              const proxima = ABAS[(ABAS.findIndex((a) => a.aba === aba) + passo + ABAS.length) % ABAS.length]!;
              send({ type: 'tab.select', aba: proxima.aba });
              document.getElementById(`aba-${proxima.aba}`)?.focus();
            }}>
            {ABAS.map((a) => (
              <button key={a.aba} type="button" role="tab" id={`aba-${a.aba}`} aria-selected={a.aba === aba} aria-controls="conteudo-aba"
                tabIndex={a.aba === aba ? 0 : -1} onClick={() => send({ type: 'tab.select', aba: a.aba })}>{a.rotulo}</button>
            ))}
          </div>
          {!clube?.dtCancelamento && <Link className="botao perigo" href={rotasClube.cancelamento.link()}>Cancelar Clube</Link>}
        </div>
        <div className="cartao" role="tabpanel" id="conteudo-aba" aria-labelledby={`aba-${aba}`}>
          <div className="acoes topo-aba">
            <Link className="botao" href={formularioClube(atual.formulario)}>{atual.acao}</Link>
            {atual.aba === 'usuarios' && <Link className="botao secundario" href={rotasClube.removerUsuarios.link()}>Remover Usuários</Link>}
          </div>
          <ListaClube key={atual.lista} tipo={atual.lista} />
        </div>
      </div>
    </section>
  );
}
