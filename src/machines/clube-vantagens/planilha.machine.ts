import { assign, fromPromise, setup } from 'xstate';
import { mensagensPlanilha, problemaDaPlanilha } from '../../domain/clube-vantagens/planilha';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { baixarModeloPlanilha, type ResultadoPlanilha } from '../../services/clube-vantagens/usuarios.service';
import { aoFalhar, guardasDeFalha, textoDaFalha } from '../comum/falhas';

/** Where a spreadsheet screen ends: sent (panel), left to the panel (§8 template 400), or session lost. */
export type DesfechoPlanilha = 'sent' | 'leftToPanel' | 'sessionLost';

export type ContextoPlanilha = {
  arquivo: File | null;
  /** §8: the last answer that listed invalid CPFs (its text says what became of the valid ones), shown on screen. */
  comInvalidos: ResultadoPlanilha | null;
  /** What the user must fix (inline): no file, or not an .xlsx of at most 10 MB. */
  problema: string | null;
  /** What just happened (a toast). */
  notice: string | null;
};

/**
 * A club-user spreadsheet upload with its template download (spec §2, §5, §7, §8), shared by the
 * users form (EnviarPlanilha…) and Remover Usuários (CancelarPlanilha…): `enviar` is the call.
 */
export function planilhaMachine(id: string, enviar: (arquivo: File) => Promise<ResultadoPlanilha>) {
  return setup({
    types: {
      context: {} as ContextoPlanilha,
      events: {} as { type: 'file.choose'; file: File | null } | { type: 'file.send' } | { type: 'template.download' },
      output: {} as DesfechoPlanilha,
    },
    actors: {
      sendSheet: fromPromise<ResultadoPlanilha, { arquivo: File }>(({ input }) => enviar(input.arquivo)),
      downloadTemplate: fromPromise(() => baixarModeloPlanilha()),
    },
    guards: {
      sheetOk: ({ context }) => problemaDaPlanilha(context.arquivo) === null,
      someInvalid: ({ event }) => 'output' in event && (event.output as ResultadoPlanilha).cpfsInvalidos.length > 0,
      ...guardasDeFalha,
    },
    actions: {
      /** Provided by the view: toasts with context.notice. */
      warn: () => {},
      fail: () => {},
      celebrate: () => {},
      keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
      // §8: the server's reason when it gives one, else 'Erro no envio dos seus arquivos, tente novamente.'
      keepSendFailure: assign({ notice: textoDaFalha(mensagensPlanilha.erroEnvio) }),
      keepTemplateFailure: assign({ notice: mensagensPlanilha.erroModelo }),
    },
  }).createMachine({
    id,
    context: { arquivo: null, comInvalidos: null, problema: null, notice: null },
    initial: 'ready',
    output: ({ event }) => event.output as DesfechoPlanilha,
    // product-neutral words (issue 10): each screen's button is in its test model
    states: {
      ready: {
        description: 'a tela da planilha',
        on: {
          // checked when chosen; no file (the picker was cleared) is only flagged on sending
          'file.choose': {
            actions: assign({ arquivo: ({ event }) => event.file, problema: ({ event }) => (event.file ? problemaDaPlanilha(event.file) : null) }),
            description: 'escolhe um arquivo',
          },
          'file.send': [
            {
              guard: 'sheetOk', target: 'uploading', actions: assign({ problema: null, notice: null, comInvalidos: null }), description: 'envia a planilha',
            },
            { actions: assign({ problema: ({ context }) => problemaDaPlanilha(context.arquivo) }), description: 'envia sem um .xlsx de até 10 MB' },
          ],
          'template.download': { target: 'downloadingTemplate', actions: assign({ notice: null }), description: 'clica em Baixar a planilha modelo' },
        },
      },
      uploading: {
        description: 'a planilha sendo enviada (ENVIANDO...)',
        invoke: {
          id: 'sendSheet', src: 'sendSheet',
          input: ({ context }) => ({ arquivo: context.arquivo! }),
          onDone: [
            // §8: invalid CPFs → the server's text as an error toast (6 s) and the list on screen;
            // its text says what happened to the valid ones (added, removed, or nothing written)
            {
              guard: 'someInvalid', target: 'ready',
              actions: [assign({ comInvalidos: ({ event }) => event.output, notice: ({ event }) => event.output.mensagem }), 'fail'],
              description: 'o servidor lista CPFs inválidos',
            },
            { target: 'sent', actions: [assign({ notice: ({ event }) => event.output.mensagem }), 'celebrate'], description: 'o servidor aceita a planilha' },
          ],
          onError: aoFalhar({ target: 'ready', actions: ['keepSendFailure', 'fail'], description: 'o envio falha' }),
        },
      },
      downloadingTemplate: {
        description: 'a planilha modelo baixando',
        invoke: {
          id: 'downloadTemplate', src: 'downloadTemplate',
          onDone: { target: 'ready', description: 'o modelo baixa' },
          // §8: a 400 shows the server's text as a warning and leaves ("to agenda": the club's is the panel)
          onError: aoFalhar(
            { target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa o modelo' },
            { target: 'ready', actions: ['keepTemplateFailure', 'fail'], description: 'o download fica sem resposta' },
          ),
        },
      },
      sent: { type: 'final', output: 'sent', description: 'o painel, planilha aceita' },
      leftToPanel: { type: 'final', output: 'leftToPanel', description: 'o painel' },
      sessionLost: { type: 'final', output: 'sessionLost', description: 'o login (sessão perdida)' },
    },
  });
}

export type PlanilhaMachine = ReturnType<typeof planilhaMachine>;
