import { useMachine } from '@xstate/react';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { clubeTermoMachine } from '../../machines/clube-vantagens/termo.machine';
import { comAvisos, TermoAceite } from '../comum/TermoAceite';
import { rotasClube } from './rotas';

const termoMachine = comAvisos(clubeTermoMachine);
const painel = rotasClube.painel.link();

/**
 * Club term acceptance (spec §2): the term kit; accepted, refused (§8 400) and VOLTAR all go to the panel,
 * which shows what the associate can do next (docs/decisions/clube-vantagens.md).
 */
export function TermoView() {
  const [state, send] = useMachine(termoMachine);
  return (
    <TermoAceite state={state} send={send}
      textos={{ titulo: 'Termo do Clube de Vantagens', aceitar: 'Assinar termo', salvando: mensagensClube.salvandoTermo }}
      saidas={{ aceito: painel, recusado: painel, voltar: painel }} />
  );
}
