import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { formatData } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { LINHAS_ATENDIMENTO, mensagensAtendimento, nomeDoProduto } from '../../domain/atendimento/atendimento';
import { formatDataHora } from '../../domain/comum/datas';
import { atendimentoBoletosMachine } from '../../machines/atendimento/boletos.machine';
import { ultimaPagina } from '../../machines/comum/lista';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { Paginacao } from '../comum/ListaPaginada';
import { SecoesAtendimento } from './Secoes';

const idLiquidar = (cobrancaId: number) => `liquidar-${cobrancaId}`;

/**
 * Boletos awaiting payment, oldest first. A sandbox boleto (bank 999) has Liquidar, confirmed in place; settled,
 * a toast and the page read again. Another bank's boleto is settled by its bank: no button here.
 */
export function BoletosView() {
  const machine = useMemo(() => atendimentoBoletosMachine.provide({
    actions: { celebrate: (_, { texto }) => avisos.sucesso(texto) },
  }), []);
  const [state, send] = useMachine(machine);
  const { boletos, pagina, totalLinhas, liquidando, notice } = state.context;
  const tituloRef = useRef<HTMLHeadingElement>(null);
  // focus after a confirmation: back to the row's Liquidar when kept, to the heading when the row went away
  const antes = useRef<{ estado: string; liquidando: number | null }>({ estado: '', liquidando: null });
  const estado = String(state.value);
  useEffect(() => {
    const anterior = antes.current;
    antes.current = { estado, liquidando };
    if (estado !== 'showing') return;
    if (anterior.estado === 'confirming' && anterior.liquidando !== null) document.getElementById(idLiquidar(anterior.liquidando))?.focus();
    if (anterior.estado === 'loading' && document.activeElement === document.body) tituloRef.current?.focus();
  }, [estado, liquidando]);

  if (state.matches('sessionLost')) return null;
  const carregando = state.matches('loading');
  const ocupado = !state.matches('showing');
  return (
    <section aria-labelledby="titulo" className="atendimento">
      <h1 id="titulo" ref={tituloRef} tabIndex={-1}>{mensagensAtendimento.tituloBoletos}</h1>
      <SecoesAtendimento atual="boletos" />
      {notice && !state.matches('loadFailed') && <p className="alerta" role="alert">{notice}</p>}
      {state.matches('loadFailed') ? <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />
        : carregando && boletos.length === 0 ? <Carregando />
        : (
          <>
            <p className="contagem" aria-live="polite">
              {totalLinhas === 0 ? mensagensAtendimento.boletosVazio
                : `${totalLinhas} ${totalLinhas === 1 ? 'boleto aguardando' : 'boletos aguardando'} pagamento, o mais antigo primeiro.`}
            </p>
            {boletos.length > 0 && (
              <ul className="lista-limpa lista-atendimento" aria-busy={carregando}>
                {boletos.map((b) => {
                  const nome = `boleto nº ${b.cobrancaId} de ${b.nomeAssociado}`;
                  const confirmando = liquidando === b.cobrancaId && state.matches('confirming');
                  return (
                    <li key={b.cobrancaId} className="item-atendimento com-acao">
                      <div className="texto-item">
                        <strong className="titulo-item">{b.nomeAssociado} (código {b.codSocio})</strong>
                        <span>{formatBRL(b.valor)}{b.vencimento ? ` · vence em ${formatData(b.vencimento)}` : ''}</span>
                        {/* the description usually names the product already ('SPC Conciliador - plano Essencial') */}
                        <span className="detalhe">
                          {b.descricao.startsWith(nomeDoProduto(b.produto)) ? b.descricao : `${nomeDoProduto(b.produto)} · ${b.descricao}`}
                        </span>
                        <span className="detalhe">Boleto nº {b.cobrancaId}, emitido em {formatDataHora(b.emitidoEm)}</span>
                        {b.linhaDigitavel && <span className="detalhe linha-digitavel">Linha digitável: {b.linhaDigitavel}</span>}
                      </div>
                      <div className="acoes-item">
                        {confirmando ? (
                          <div role="group" aria-label={`Confirmar: liquidar ${nome}`} className="acoes">
                            <p className="pergunta">Liquidar o boleto nº {b.cobrancaId}, de {formatBRL(b.valor)}?</p>
                            <button type="button" className="botao" autoFocus onClick={() => send({ type: 'settle.confirm' })}>Confirmar liquidação</button>
                            <button type="button" className="botao secundario" onClick={() => send({ type: 'settle.cancel' })}>Não liquidar</button>
                          </div>
                        ) : b.sandbox ? (
                          <button type="button" id={idLiquidar(b.cobrancaId)} className="botao secundario" disabled={ocupado}
                            aria-label={`${liquidando === b.cobrancaId ? 'Liquidando' : 'Liquidar'} ${nome}`}
                            onClick={() => send({ type: 'settle.ask', cobrancaId: b.cobrancaId })}>
                            {liquidando === b.cobrancaId ? 'Liquidando…' : 'Liquidar'}
                          </button>
                        ) : <span className="detalhe">Outro banco: liquidado pelo banco.</span>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <Paginacao pagina={pagina} paginas={ultimaPagina(totalLinhas, LINHAS_ATENDIMENTO)} ocupado={ocupado}
              irPara={(p) => send({ type: 'page.go', pagina: p })} />
          </>
        )}
    </section>
  );
}
