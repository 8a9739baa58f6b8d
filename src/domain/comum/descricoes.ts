import type { Produto } from './produtos';

/**
 * What each product is, in one line, on its card of the products screen (a product without a client module yet
 * shows it on its 'Em breve' card). Apart from produtos.ts so the initial route does not carry them.
 */
export const DESCRICOES_DOS_PRODUTOS: Record<Produto, string> = {
  'clube-vantagens': 'Anúncios, banner em destaque e usuários do clube de descontos.',
  'cdl-saude': 'Plano de saúde: vidas, titulares e dependentes.',
  'cdl-consultor': 'Carteira de associados, cadastros, chamados e vidas.',
  'spc-conciliador': 'Conciliação de cartões: planos, operadoras e pagamento.',
  'cdl-varejo-inteligente': 'Reserva de sala de reunião, auditório, rooftop, estação de trabalho e escritório virtual.',
};
