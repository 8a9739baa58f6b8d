import { VERSAO_TERMO_CONCILIADOR } from '../../domain/spc-conciliador/conciliador';
import { registrarModelo } from '../comum/termos';

/**
 * The SPC Conciliador contract term (§2 'Aceite do Termo Aditivo'). The clauses are the product's; the
 * contract's own figures (plan, CNPJ, operators, prices) are the identification lines of each request's PDF.
 */
export const TERMO_CONCILIADOR = registrarModelo({
  produto: 'spc-conciliador',
  titulo: 'Termo Aditivo de Contratação do SPC Conciliador',
  versao: VERSAO_TERMO_CONCILIADOR,
  clausulas: [
    'O SPC Conciliador confere as vendas com cartão do associado com o que as operadoras (adquirentes) escolhidas acima informam, para os CNPJ contratados.',
    'A taxa de adesão, o custo de cada operadora e a primeira mensalidade são pagos na contratação, depois que a associação classificar a solicitação. As mensalidades seguintes são cobradas mês a mês.',
    'A mensalidade inclui os CNPJ, as adquirentes e as transações do plano. Cada CNPJ a mais é cobrado como filial extra e cada operadora além das adquirentes do plano como adquirente extra, por mês; as transações além das do plano são cobradas pelo uso, ao preço de excedente do plano.',
    'O serviço começa depois de confirmado o pagamento. O associado autoriza a associação a pedir às operadoras os arquivos de vendas dos CNPJ contratados.',
    'O aceite deste termo é registrado com data e hora do servidor, o endereço IP de origem, os dados do navegador e a impressão digital (SHA-256) deste documento.',
  ],
});
