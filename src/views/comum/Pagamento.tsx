import { useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { formatBRL } from '../../domain/comum/dinheiro';
import { itensDoResumo } from '../../domain/comum/formularios';
import { ESPERA_APOS_PAGAMENTO_MS, ROTULOS_METODO, rotulosPagamento, type MetodoPagamento } from '../../domain/comum/pagamentos';
import {
  CAMPOS_CARTAO, ehCartao, estadoDoPagamento, type PagamentoEvento, type PagamentoMachine, type PagamentoSnapshot,
} from '../../machines/comum/pagamento';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from './Carregando';
import { CartaoForm, idDoCampoCartao, precarregarCartaoForm } from './CartaoForm';
import { Escolhas, Grupo } from './Campo';
import { DadosDoBoleto } from './DadosDoBoleto';
import { FalhaDeCarga } from './FalhaDeCarga';
import { focarResumo, ResumoDeErros } from './ResumoDeErros';

/** What a product's payment screen says: its h1 and its cart's title (§2 reconciliation: 'Informações do Plano'). */
export interface TextosPagamento {
  titulo: string;
  tituloCarrinho: string;
  /** The link back to where the user came from, and after a boleto ('Ir para o painel'). */
  irPara: string;
}

/** Where the screen goes: after a payment (2 s later, §9), with nothing to pay, when the server refused the load, and VOLTAR. */
export interface SaidasPagamento {
  pago: string;
  semPagamento: string;
  recusado: string;
  voltar: string;
}

/**
 * The payment machine with the portal's toasts (`warn` for a decline or a refusal, §8; `celebrate` for a payment
 * or a boleto), the boleto's new window (§7 "opened in a new window"; 'Abrir boleto' stays on the screen for a
 * browser that blocks it) and the error summary's focus.
 */
export function comAvisosDePagamento<E>(machine: PagamentoMachine<E>): PagamentoMachine<E> {
  return machine.provide({
    actions: {
      warn: ({ context }) => avisos.atencao(context.notice ?? ''),
      celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
      openBoleto: ({ context }) => { if (context.urlBoleto) window.open(context.urlBoleto, '_blank', 'noopener'); },
      showProblems: focarResumo,
    },
  });
}

const ID_METODO = 'forma-pagamento';
const ORDEM = ['metodo', ...CAMPOS_CARTAO] as const;
const alvo = (campo: (typeof ORDEM)[number]) => (campo === 'metodo' ? ID_METODO : idDoCampoCartao(campo));

/** §9: the paid screen waits 2 s, then goes on (the toast said where). */
function DepoisDoPagamento({ destino }: { destino: string }) {
  const [, navegar] = useLocation();
  useEffect(() => {
    const espera = setTimeout(() => navegar(destino, { replace: true }), ESPERA_APOS_PAGAMENTO_MS);
    return () => clearTimeout(espera);
  }, [destino, navegar]);
  return <Carregando texto={rotulosPagamento.redirecionando} />;
}

const rotuloDoBotao = (metodo: MetodoPagamento | null, valor: number) =>
  (metodo === 'boleto' ? rotulosPagamento.gerarBoleto : metodo === 'mensalidade' ? rotulosPagamento.lancarNaMensalidade
    : `${rotulosPagamento.pagar} ${formatBRL(valor)}`);

/**
 * The payment screen every product shares (§2 "Pagamento: cart 'Informações do Plano' plus payment methods"):
 * the cart and its total, the methods as a radio group, the card form for a card, Pagar. It draws the state of a
 * `criarPagamentoMachine` actor and sends its events; the product owns the actor (and its exits).
 * Messages, one place each: a decline or a refusal is a toast (the machine's `warn`); a problem to fix is under its
 * field and in the summary; a Pagar without answer is inline, with Tentar novamente.
 */
export function Pagamento<E>({ state, send, textos, saidas }: {
  state: PagamentoSnapshot<E>;
  send: (event: PagamentoEvento) => void;
  textos: TextosPagamento;
  saidas: SaidasPagamento;
}) {
  useEffect(precarregarCartaoForm, []);
  const estado = estadoDoPagamento(state);
  const { carrinho, metodos, metodo, cartao, problemas, notice, urlBoleto, linhaDigitavel, vencimento } = state.context;
  const titulo = <h1 id="titulo">{textos.titulo}</h1>;
  if (estado === 'sessionLost') return null; // App is already on its way to login
  if (estado === 'leftUnpayable') return <Redirect to={saidas.semPagamento} replace />;
  if (estado === 'leftRefused') return <Redirect to={saidas.recusado} replace />;
  if (estado === 'loading') return <Carregando />;
  if (estado === 'paid') return <section aria-labelledby="titulo">{titulo}<DepoisDoPagamento destino={saidas.pago} /></section>;
  const voltar = <Link className="botao secundario" href={saidas.voltar}>{rotulosPagamento.voltar}</Link>;
  if (estado === 'loadFailed' || !carrinho) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />
        <div className="acoes">{voltar}</div>
      </section>
    );
  }

  const resumo = (
    <section aria-labelledby="carrinho-titulo" className="cartao carrinho">
      <h2 id="carrinho-titulo">{textos.tituloCarrinho}</h2>
      <dl className="carrinho-linhas">
        {carrinho.linhas.map((l) => <div key={l.rotulo}><dt>{l.rotulo}</dt><dd>{l.valor}</dd></div>)}
        <div className="carrinho-total"><dt>{rotulosPagamento.totalAPagar}</dt><dd>{formatBRL(carrinho.valor)}</dd></div>
      </dl>
    </section>
  );

  if (estado === 'boletoGenerated') {
    return (
      <section aria-labelledby="titulo" className="pagamento">
        {titulo}
        <div className="pagamento-grade">
          {resumo}
          <div className="cartao">
            <p>{rotulosPagamento.boletoPronto}</p>
            {linhaDigitavel && vencimento && <DadosDoBoleto id="boleto-linha" linhaDigitavel={linhaDigitavel} vencimento={vencimento} />}
            <div className="acoes">
              {urlBoleto && <a className="botao" href={urlBoleto} target="_blank" rel="noopener">{rotulosPagamento.abrirBoleto}</a>}
              <Link className="botao secundario" href={saidas.voltar}>{textos.irPara}</Link>
            </div>
          </div>
        </div>
      </section>
    );
  }

  const pagando = estado === 'paying';
  const semResposta = estado === 'noAnswer';
  const travado = pagando || semResposta;
  const itens = itensDoResumo(problemas, ORDEM, alvo);
  // the methods the server ruled out for this item, with why (a boleto the bank would confirm too late): said, not just absent
  const indisponiveis = carrinho.indisponiveis?.map((i) => i.motivo).join(' ') || undefined;
  return (
    <section aria-labelledby="titulo" className="pagamento">
      {titulo}
      <div className="pagamento-grade">
        {resumo}
        <form noValidate className="cartao pagamento-form" aria-busy={pagando}
          onSubmit={(e) => { e.preventDefault(); send({ type: 'pay' }); }}>
          <ResumoDeErros itens={itens} />
          {metodos.length === 1 ? (
            // one method (the club's card): nothing to choose, it is said
            <>
              <p>{rotulosPagamento.formaDePagamento}: <strong>{ROTULOS_METODO[metodos[0]!]}</strong></p>
              {indisponiveis && <p className="metodo-indisponivel">{indisponiveis}</p>}
            </>
          ) : (
            <Grupo id={ID_METODO} legenda={rotulosPagamento.formaDePagamento} erro={problemas.metodo} obrigatorio dica={indisponiveis}>
              <Escolhas id={ID_METODO} nome="metodo" tipo="radio" opcoes={metodos.map((m) => ROTULOS_METODO[m])}
                marcada={(rotulo) => metodo !== null && ROTULOS_METODO[metodo] === rotulo} obrigatorio desabilitado={travado}
                onChange={(rotulo) => send({ type: 'method.select', metodo: metodos.find((m) => ROTULOS_METODO[m] === rotulo)! })} />
            </Grupo>
          )}
          {ehCartao(metodo) && (
            <CartaoForm cartao={cartao} problemas={problemas} desabilitado={travado}
              onChange={(campo, valor) => send({ type: 'card.change', campo, valor })} />
          )}
          {semResposta && (
            <div className="alerta" role="alert">
              <p>{notice}</p>
              <div className="acoes">
                <button type="button" className="botao" onClick={() => send({ type: 'retry' })}>{rotulosPagamento.tentarNovamente}</button>
                <button type="button" className="botao secundario" onClick={() => send({ type: 'edit' })}>{rotulosPagamento.alterarDados}</button>
              </div>
            </div>
          )}
          <div className="acoes">
            {!semResposta && (
              <button type="submit" className="botao" disabled={pagando}>
                {pagando ? rotulosPagamento.processando : rotuloDoBotao(metodo, carrinho.valor)}
              </button>
            )}
            {voltar}
          </div>
        </form>
      </div>
    </section>
  );
}
