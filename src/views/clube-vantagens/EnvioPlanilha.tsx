import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cpfParaLista, invalidosNaoListados, mensagensPlanilha, tituloDosInvalidos } from '../../domain/clube-vantagens/planilha';
import type { ContextoPlanilha, PlanilhaMachine } from '../../machines/clube-vantagens/planilha.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';

/** §8 toasts of a spreadsheet screen: 6 s for the outcome, success or error. */
export const avisosDaPlanilha = {
  warn: ({ context }: { context: ContextoPlanilha }) => avisos.atencao(context.notice ?? ''),
  fail: ({ context }: { context: ContextoPlanilha }) => avisos.erro(context.notice ?? '', DURACAO.longa),
  celebrate: ({ context }: { context: ContextoPlanilha }) => avisos.sucesso(context.notice ?? '', DURACAO.longa),
};

const ACEITA_XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A club-user spreadsheet upload (spec §2, §5, §8): the .xlsx field, the template download and,
 * after an answer that listed them, the invalid CPFs (3.3.3-2). `acao` names the send button.
 */
export function EnvioPlanilha({ actor, id, dica, acao }: {
  actor: ActorRefFrom<PlanilhaMachine>; id: string; dica: string; acao: string;
}) {
  const { arquivo, problema, comInvalidos } = useSelector(actor, (s) => s.context);
  const naoListados = comInvalidos && invalidosNaoListados(comInvalidos);
  const enviando = useSelector(actor, (s) => s.matches('uploading'));
  const baixando = useSelector(actor, (s) => s.matches('downloadingTemplate'));
  const campo = `${id}-arquivo`;
  return (
    <form noValidate className="clube-form envio-planilha" aria-busy={enviando}
      onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'file.send' }); }}>
      <div className="campo">
        <label htmlFor={campo}>Planilha do Excel (.xlsx)<span aria-hidden="true"> *</span></label>
        <span id={`${campo}-dica`} className="dica">{dica}</span>
        <input id={campo} name="file" type="file" accept={ACEITA_XLSX} disabled={enviando} required
          aria-invalid={problema ? true : undefined}
          aria-describedby={[`${campo}-dica`, problema && `${campo}-erro`].filter(Boolean).join(' ')}
          onChange={(e) => actor.send({ type: 'file.choose', file: e.currentTarget.files?.[0] ?? null })} />
        {arquivo && !problema && <span className="escolhida">Arquivo escolhido: {arquivo.name}</span>}
        {problema && <p id={`${campo}-erro`} className="erro-campo" role="alert">{problema}</p>}
      </div>
      <p className="modelo">
        <button type="button" className="link" disabled={baixando} onClick={() => actor.send({ type: 'template.download' })}>
          {baixando ? 'Baixando a planilha modelo…' : 'Baixar a planilha modelo'}
        </button>
      </p>
      <div className="acoes">
        <button type="submit" className="botao" disabled={enviando}>{enviando ? 'ENVIANDO...' : acao}</button>
      </div>
      {comInvalidos && (
        <div className="alerta cpfs-invalidos" role="region" aria-labelledby={`${id}-invalidos`}>
          {/* the server's text is the error toast (§8); the box keeps the list, so the message is said once */}
          <p id={`${id}-invalidos`}><strong>{tituloDosInvalidos(comInvalidos)}</strong></p>
          {/* a long list scrolls; tabIndex lets a keyboard scroll it */}
          <ul tabIndex={0} aria-label={mensagensPlanilha.cpfsInvalidos}>
            {comInvalidos.cpfsInvalidos.map((cpf, i) => <li key={i}>{cpfParaLista(cpf)}</li>)}
          </ul>
          {naoListados && <p>{naoListados}</p>}
        </div>
      )}
    </form>
  );
}
