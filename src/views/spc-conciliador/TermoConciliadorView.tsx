import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { mensagensContratacao } from '../../domain/spc-conciliador/conciliador';
import type { conciliadorTermoMachine } from '../../machines/spc-conciliador/termo.machine';
import { TermoAceite } from '../comum/TermoAceite';
import { rotasConciliador } from './rotas';

const SAIDAS = { aceito: rotasConciliador.painel.link(), recusado: rotasConciliador.painel.link(), voltar: rotasConciliador.resumo.link() };

/**
 * §2 Term: 'Aceite do Termo Aditivo', button 'Confirmar Contratação'. Draws the wizard's term step (the term kit,
 * invoked by the wizard with the choice): the term as page text and PDF, 'Estou de acordo com o termo acima.',
 * accept and VOLTAR. When it ends, the wizard decides where to go (the panel, or back to the summary).
 */
export function TermoConciliadorView({ termo }: { termo: ActorRefFrom<typeof conciliadorTermoMachine> }) {
  const state = useSelector(termo, (s) => s);
  if (state.status !== 'active') return null; // the wizard is on its way out of the term
  return (
    <TermoAceite state={state} send={termo.send}
      textos={{ titulo: mensagensContratacao.tituloTermo, aceitar: mensagensContratacao.confirmarContratacao, salvando: mensagensContratacao.salvandoTermo }}
      saidas={SAIDAS} />
  );
}
