import { comDesconto, formatBRL } from '../comum/dinheiro';
import { formatData } from '../comum/datas';
import { textosKit } from '../comum/textos';

/** §9: the club costs R$ 120,00 a month. */
export const PRECO_CLUBE = 12_000;

/** Issue 11: one way to buy the club per kind of member: an associate on the monthly slip, a naoAssociado by credit card. */
export const metodosDaCompraDoClube = (naoAssociado: boolean) => (naoAssociado ? ['credito' as const] : ['mensalidade' as const]);
/** §9: the retention offer is 50% off the current club price, offered once. */
export const DESCONTO_RETENCAO = 50;
/** Version of the club term's text; a new text gets a new date and must be accepted again. */
export const VERSAO_TERMO_CLUBE = '2026-11-01';

export function valorComRetencao(valorMensal: number): number {
  return comDesconto(valorMensal, DESCONTO_RETENCAO);
}

/** pt-BR texts of the club. §8 texts are quoted; the rest were decided (docs/decisions/clube-vantagens.md). */
export const mensagensClube = {
  naoAdquirido: 'Você ainda não possui o Clube de Vantagens.',
  jaAdquirido: 'Você já possui o Clube de Vantagens.',
  // decided (issue 11): one way to buy per kind of member: associates on the slip, non-associates by credit card
  compraNoCartao: 'Não associados não têm mensalidade: o Clube de Vantagens é pago com cartão de crédito.',
  compraNaMensalidade: 'Para associados, o Clube de Vantagens é lançado na mensalidade: use "Adquirir Clube de Vantagens" no painel do clube.',
  compraJaProcessada: 'Esta compra já foi processada. Atualize a página para ver a situação do seu clube.',
  compraRealizada: 'Clube de Vantagens adquirido! Assine o termo para começar a usar.',
  termoDesatualizado: textosKit.termoDesatualizado,
  termoAssinado: 'Termo assinado com sucesso!',
  termoJaAssinado: 'O termo do Clube de Vantagens já foi assinado.',
  termoNaoAssinado: 'Assine o termo do Clube de Vantagens antes de continuar.',
  erroTermo: 'Erro ao assinar o termo, tente novamente.',
  retencaoIndisponivel: 'A oferta de desconto não está disponível para o seu clube.',
  cancelamentoJaSolicitado: (protocolo: string) =>
    `O cancelamento do Clube de Vantagens já foi solicitado (protocolo ${protocolo}).`,
  retencaoAceita: (valorMensal: number) =>
    `Desconto aplicado! Sua mensalidade do Clube de Vantagens passa a ser ${formatBRL(valorMensal)}.`,
  cancelamentoSolicitado: (protocolo: string, dtCancelamento: string) =>
    `Cancelamento solicitado. Protocolo ${protocolo}. A partir de ${formatData(dtCancelamento)} seus anúncios e usuários do Clube de Vantagens serão suspensos.`,
  // client-side texts of the club's screens
  falhaDeRede: textosKit.falhaDeRede,
  marqueOAceite: textosKit.marqueOAceite,
  salvandoTermo: textosKit.salvandoTermo,
} as const;

/**
 * The club's payment screen (issue 11: a naoAssociado buys by credit card through the payment kit), decided.
 * `pago` is the server's own text for a card purchase (PagamentoCartaoClubeVantagens answers it as mensagem).
 */
export const mensagensPagamentoClube = {
  comprarComCartao: 'Comprar com cartão de crédito',
  titulo: 'Pagamento',
  tituloCarrinho: 'Sua compra',
  irPara: 'Ir para o painel do clube',
  falhaDeRede: mensagensClube.falhaDeRede,
  pago: mensagensClube.compraRealizada,
  // the club takes the credit card only: no monthly slip, no boleto
  mensalidadeRegistrada: '',
  boletoGerado: '',
} as const;

/** Texts the spec does not quote, decided once (docs/decisions/clube-vantagens.md). */

/** §8: what a failed removal says, per list. */
export const errosRemocao = {
  anuncios: 'Erro ao remover anúncio, tente novamente.',
  banners: 'Erro ao cancelar o banner, tente novamente.',
  usuarios: 'Erro ao cancelar usuários, tente novamente.',
} as const;

/** §8: what an empty list says, per list. */
export const listasVazias = {
  anuncios: 'Nenhum anúncio encontrado.',
  banners: 'Nenhum banner encontrado.',
  usuarios: 'Nenhum usuário encontrado.',
} as const;

