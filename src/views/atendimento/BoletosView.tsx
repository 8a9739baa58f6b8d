import { mensagensAtendimento } from '../../domain/atendimento/atendimento';
import { formatBRL } from '../../domain/comum/dinheiro';
import type { ItemLista } from '../../domain/comum/lista';
import { atendimentoBoletosMachine, resumoDosBoletos, type BoletoAguardando } from '../../machines/atendimento/boletos.machine';
import { avisos } from '../../services/comum/avisos';
import { ListaPaginada } from '../comum/ListaPaginada';
import { SecoesAtendimento } from './Secoes';

/** A success toast with the server's confirmation. */
const machine = atendimentoBoletosMachine.provide({ actions: { celebrate: ({ context }) => avisos.sucesso(context.notice ?? '') } });
const boletoDe = (item: ItemLista) => item.dados as BoletoAguardando;

/** Liquidar, the list's row action: its words. */
const liquidar = {
  rotulo: 'Liquidar', rotuloAndamento: 'Liquidando', confirmar: 'Confirmar liquidação', desistir: 'Não liquidar',
  nome: (item: ItemLista) => `boleto nº ${boletoDe(item).cobrancaId} de ${boletoDe(item).nomeAssociado}`,
  pergunta: (item: ItemLista) => `Liquidar o boleto nº ${boletoDe(item).cobrancaId}, de ${formatBRL(boletoDe(item).valor)}?`,
  indisponivel: () => <span className="detalhe">Outro banco: liquidado pelo banco.</span>,
};

/** The slip's PDF in a new tab (issue 27), the file route staff may read. */
const pdf = (item: ItemLista) => {
  const { urlBoleto, cobrancaId } = boletoDe(item);
  return urlBoleto && (
    <a className="botao secundario" href={urlBoleto} target="_blank" rel="noopener">
      PDF<span className="visualmente-oculto"> do boleto nº {cobrancaId} (abre em nova aba)</span>
    </a>
  );
};

/**
 * Boletos awaiting payment, oldest first (the paged-list kit). A sandbox boleto (bank 999) has Liquidar, confirmed
 * in place; settled, a toast and the page read again. Another bank's boleto is settled by its bank: no button here.
 */
export function BoletosView() {
  return (
    <section aria-labelledby="titulo" className="atendimento">
      <h1 id="titulo" tabIndex={-1}>{mensagensAtendimento.tituloBoletos}</h1>
      <SecoesAtendimento atual="boletos" />
      <ListaPaginada machine={machine} input={null} vazio={mensagensAtendimento.boletosVazio} resumo={resumoDosBoletos}
        acao={liquidar} idDoTitulo="titulo" acoes={pdf} />
    </section>
  );
}
