import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Operadora } from '../../contracts/spc-conciliador.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { itensDoResumo } from '../../domain/comum/formularios';
import { MAXIMO_CNPJS, mensagensContratacao, precoDaEscolha, type ProblemasDadosAdicionais } from '../../domain/spc-conciliador/conciliador';
import type { ContratacaoEvento, DadosAdicionais } from '../../machines/spc-conciliador/contratacao.machine';
import { Campo, Grupo } from '../comum/Campo';
import { ResumoDeErros } from '../comum/ResumoDeErros';

const ID_CNPJS = 'conciliador-cnpjs';
const idOperadora = (i: number) => `conciliador-operadora-${i}`;
const ORDEM: readonly (keyof ProblemasDadosAdicionais)[] = ['qtdeCNPJs', 'operadoras'];

/**
 * §2 'Dados Adicionais' (Headless UI Dialog, opened by the wizard's `extras` state): number of CNPJ (default 1, §9;
 * 1 to 999) and the operators as a list of checkboxes; Salvar / Cancelar (Esc and a click outside cancel too).
 * §5: Salvar without an operator says 'Obrigatório selecionar pelo menos 1 operadora' under the list and in the
 * error summary, which takes focus.
 */
export function DadosAdicionaisDialog({ dialogo, operadoras, send }: {
  dialogo: DadosAdicionais | null;
  operadoras: Operadora[];
  send: (evento: ContratacaoEvento) => void;
}) {
  const cancelar = () => send({ type: 'extras.cancel' });
  return (
    <Dialog open={dialogo !== null} onClose={cancelar} className="dialogo">
      <div className="dialogo-fundo" aria-hidden="true" />
      <div className="dialogo-lugar">
        {dialogo && (
          <DialogPanel className="dialogo-painel">
            <DialogTitle as="h2">{mensagensContratacao.tituloDialogo}</DialogTitle>
            <p className="dialogo-plano">Plano {dialogo.plano.descricao}: {formatBRL(dialogo.plano.mensalidade)} por mês</p>
            <ResumoDeErros itens={itensDoResumo(dialogo.problemas, ORDEM, (campo) => (campo === 'qtdeCNPJs' ? ID_CNPJS : idOperadora(0)))} />
            <form noValidate className="formulario" onSubmit={(e) => { e.preventDefault(); send({ type: 'extras.save' }); }}>
              <Campo id={ID_CNPJS} rotulo="Quantidade de CNPJ" obrigatorio erro={dialogo.problemas.qtdeCNPJs}
                dica={`De 1 a ${MAXIMO_CNPJS}. O plano inclui ${dialogo.plano.qtdeCnpjs}; cada CNPJ a mais: ${formatBRL(dialogo.plano.filialExtra)} por mês.`}>
                {(controle) => (
                  <input {...controle} data-autofocus type="text" inputMode="numeric" autoComplete="off" maxLength={6} value={dialogo.qtdeCNPJs}
                    onChange={(e) => send({ type: 'extras.cnpj', valor: e.currentTarget.value.replace(/\D/g, '') })} />
                )}
              </Campo>
              <Grupo id={idOperadora(0)} legenda="Operadoras" obrigatorio erro={dialogo.problemas.operadoras}
                dica={`As de cartão da sua empresa. Cada uma: ${formatBRL(dialogo.plano.custoOperadoras)} na adesão. O plano inclui ${dialogo.plano.adquirentes}; cada uma a mais: ${formatBRL(dialogo.plano.adquirentesExtra)} por mês.`}>
                <div className="opcoes-lista operadoras">
                  {operadoras.map((o, i) => (
                    <label key={o.operadoraId}>
                      <input id={idOperadora(i)} type="checkbox" name="operadoras" value={o.operadoraId}
                        checked={dialogo.operadoras.some((x) => x.operadoraId === o.operadoraId)}
                        onChange={() => send({ type: 'extras.toggle', operadora: o })} />
                      {o.descricao}
                    </label>
                  ))}
                </div>
              </Grupo>
              {/* issue 27: the price of the choice where it is made, not first on the summary */}
              <p className="preco-da-escolha" aria-live="polite">{precoDaEscolha(dialogo.plano, dialogo.qtdeCNPJs, dialogo.operadoras.length)}</p>
              <div className="acoes">
                <button type="submit" className="botao">Salvar</button>
                <button type="button" className="botao secundario" onClick={cancelar}>Cancelar</button>
              </div>
            </form>
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}
