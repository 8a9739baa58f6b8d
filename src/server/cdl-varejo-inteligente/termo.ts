import { formatBRL } from '../../domain/comum/dinheiro';
import { VALOR_HORA_EXTRA_DIA_UTIL, VALOR_HORA_EXTRA_FIM_DE_SEMANA, PERCENTUAL_ENTRADA_ROOFTOP } from '../../domain/cdl-varejo-inteligente/preco';
import {
  HORA_ABERTURA, HORA_FECHAMENTO, HORAS_MINIMAS_ROOFTOP, HORAS_PARA_PAGAMENTO, MINUTOS_PARA_ACEITE, VERSAO_TERMO_VAREJO,
} from '../../domain/cdl-varejo-inteligente/reservas';
import { PRAZO_COMPENSACAO } from '../comum/pagamentos/boleto';
import { registrarModelo } from '../comum/termos';

/**
 * The smart-retail reservation term (§2 'Term screen (PDF, checkbox)'). The clauses are the product's; each
 * reservation's own figures (space, dates, chairs, people, price) are the identification lines of its PDF
 * (reservas.repo.ts `identificacaoDoTermo`).
 */
export const TERMO_VAREJO = registrarModelo({
  produto: 'cdl-varejo-inteligente',
  titulo: 'Termo de Reserva de Espaço do Varejo Inteligente',
  versao: VERSAO_TERMO_VAREJO,
  clausulas: [
    'O associado reserva o espaço descrito acima, nas datas, horários e posições indicados, para o uso informado. A reserva não pode ser cedida a terceiros.',
    `A reserva fica guardada por ${MINUTOS_PARA_ACEITE} minutos para o aceite deste termo; sem o aceite nesse prazo, o espaço é liberado automaticamente.`,
    'Estação de trabalho e escritório virtual: ao aceitar este termo, o valor total é lançado no boleto mensal do associado. Não associados, salas e rooftop pagam no portal, por boleto, cartão ou mensalidade (esta só para associados).',
    `A reserva que aguarda pagamento é cancelada se não for paga em ${HORAS_PARA_PAGAMENTO} horas a contar do aceite; um boleto emitido nesse prazo mantém a reserva até o fim do prazo de compensação, ${PRAZO_COMPENSACAO} dias úteis após o seu vencimento; o boleto não é recebido após o vencimento.`,
    `Rooftop: o valor inclui o período mínimo de ${HORAS_MINIMAS_ROOFTOP} horas; cada hora além dele custa ${formatBRL(VALOR_HORA_EXTRA_DIA_UTIL)} em dias úteis e ${formatBRL(VALOR_HORA_EXTRA_FIM_DE_SEMANA)} aos sábados e domingos. A entrada de ${PERCENTUAL_ENTRADA_ROOFTOP}% é paga no portal e o saldo, à associação, até o dia do evento.`,
    `Os espaços funcionam das ${HORA_ABERTURA} às ${HORA_FECHAMENTO} horas. O associado responde por danos ao espaço e aos equipamentos durante o uso e o devolve nas condições em que o recebeu.`,
    'A estação de trabalho e o escritório virtual valem do dia de início até o dia anterior ao de encerramento; no dia de encerramento o espaço já está livre para outra reserva.',
    'O aceite deste termo é registrado com data e hora do servidor, o endereço IP de origem, os dados do navegador e a impressão digital (SHA-256) deste documento.',
  ],
});
