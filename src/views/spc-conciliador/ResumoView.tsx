import { formatBRL } from '../../domain/comum/dinheiro';
import { adquirentesExtras, filiaisExtras, mensagensContratacao, ROTULOS_PLANO, valoresDoContrato } from '../../domain/spc-conciliador/conciliador';
import { mensagensRascunho } from '../../services/comum/rascunho';
import type { ContratacaoEvento, EscolhaConciliador } from '../../machines/spc-conciliador/contratacao.machine';

/**
 * §2 Summary (resumo-conciliador): the choice and what it costs (`valoresDoContrato`, the server's own rule:
 * adhesion, operators' cost, monthly fee, the first payment's total). Voltar → planos, CONFIRMAR → the term.
 * No call is made here.
 */
export function ResumoView({ escolha, send, recuperado }: {
  escolha: EscolhaConciliador;
  send: (evento: ContratacaoEvento) => void;
  recuperado: boolean;
}) {
  const { dadosPlano: plano, qtdCnpj, operadoras } = escolha;
  const valores = valoresDoContrato(plano, qtdCnpj, operadoras.length);
  const extras = [
    valores.cnpjsExtras > 0 && `${filiaisExtras(valores.cnpjsExtras)} × ${formatBRL(plano.filialExtra)}`,
    valores.operadorasExtras > 0 && `${adquirentesExtras(valores.operadorasExtras)} × ${formatBRL(plano.adquirentesExtra)}`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="titulo" className="conciliador-resumo">
      <h1 id="titulo">{mensagensContratacao.tituloResumo}</h1>
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      <div className="cartao">
        <dl className="resumo-lista">
          <div><dt>Plano</dt><dd>{plano.descricao}</dd></div>
          <div><dt>Quantidade de CNPJ</dt><dd>{qtdCnpj}</dd></div>
          <div><dt>Operadoras</dt><dd>{operadoras.map((o) => o.descricao).join(', ')}</dd></div>
        </dl>
        <h2>Valores</h2>
        <dl className="resumo-lista valores">
          <div><dt>{ROTULOS_PLANO.taxaAdesao}</dt><dd>{formatBRL(plano.taxaAdesao)}</dd></div>
          <div>
            <dt>Custo das operadoras <span className="detalhe">({operadoras.length} × {formatBRL(plano.custoOperadoras)})</span></dt>
            <dd>{formatBRL(valores.custoOperadoras)}</dd>
          </div>
          <div>
            <dt>{ROTULOS_PLANO.mensalidade}{extras.length > 0 && <span className="detalhe"> (plano {formatBRL(plano.mensalidade)}; {extras.join('; ')})</span>}</dt>
            <dd>{formatBRL(valores.valorMensal)}<span className="por-mes"> por mês</span></dd>
          </div>
          <div className="total"><dt>{mensagensContratacao.totalPrimeiroPagamento}</dt><dd>{formatBRL(valores.valorDevido)}</dd></div>
        </dl>
        <p className="detalhe">O primeiro pagamento soma a adesão, o custo das operadoras e a primeira mensalidade. Transações excedentes são cobradas pelo uso, depois.</p>
      </div>
      <div className="acoes">
        <button type="button" className="botao" onClick={() => send({ type: 'summary.confirm' })}>CONFIRMAR</button>
        <button type="button" className="botao secundario" onClick={() => send({ type: 'summary.back' })}>Voltar</button>
      </div>
    </section>
  );
}
