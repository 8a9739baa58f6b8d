import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PathEvent } from './paths';
import type { Textos } from './cenarios';
import { clubeAnuncioModelo } from '../clube-vantagens/anuncio.model';
import { clubeBannerModelo } from '../clube-vantagens/banner.model';
import { clubeListaModelo } from '../clube-vantagens/lista.model';
import { clubeRemoverUsuariosModelo } from '../clube-vantagens/remover-usuarios.model';
import { clubeUsuariosModelo, planilhaUsuariosModelo } from '../clube-vantagens/usuarios.model';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from '../clube-vantagens/clube.model';
import { clubeSituacaoModelo } from '../clube-vantagens/situacao.model';
import { clubePagamentoModelo } from '../clube-vantagens/pagamento.model';
import { listaComEscolhaModelo } from '../comum/lista.model';
import { loginModelo, sessaoModelo } from '../comum/sessao.model';
import { atendimentoBoletosModelo, atendimentoChamadoModelo, atendimentoFilaModelo } from '../atendimento/atendimento.model';
import { conciliadorPainelModelo } from '../spc-conciliador/painel.model';
import { conciliadorCatalogoModelo, conciliadorContratacaoModelo, conciliadorTermoModelo } from '../spc-conciliador/contratacao.model';
import { conciliadorPagamentoModelo, conciliadorPagamentoNaoAssociadoModelo } from '../spc-conciliador/pagamento.model';
import {
  varejoEscritorioModelo, varejoEstacaoModelo, varejoMeusEspacosModelo, varejoPagamentoModelo, varejoPagamentoNaoAssociadoModelo,
  varejoProdutosModelo, varejoTermoModelo,
} from '../cdl-varejo-inteligente/varejo.model';
import { varejoEventoModelo } from '../cdl-varejo-inteligente/evento.model';
import { carteiraModelo, enviarLoginModelo } from '../cdl-consultor/carteira.model';
import { filiacaoModelo } from '../cdl-consultor/filiacao.model';
import { cadastroModelo } from '../cdl-consultor/cadastro.model';
import { documentosModelo } from '../cdl-consultor/documentos.model';
import { chamadosModelo, painelModelo } from '../cdl-consultor/painel.model';
import { editarModelo } from '../cdl-consultor/editar.model';
import { conviteModelo } from '../cdl-consultor/convite.model';
import { saudeCadastroModelo, saudePlanoDependenteModelo, saudePlanoTitularModelo } from '../cdl-saude/cadastro.model';

/** A flow model: its machine, the events paths may take (one per outcome, payload included) and what a graph node is. */
export type Modelo = {
  nome: string;
  machine: AnyStateMachine;
  events: PathEvent[];
  key: (snapshot: AnyMachineSnapshot) => unknown[];
  /** The input a machine that takes one starts with. */
  input?: unknown;
  /** What the machine's `description`s cannot say: payloads in words, a product's words for a kit, calls, facts (tests/support/cenarios.ts). */
  textos?: Textos;
  /**
   * SPEC.md rule ids (tests/support/regras.ts) per state path (`reading`) or transition label
   * (`accepting: error acceptTerm #3 → reading`, as `npm run paths` prints it), beside the machine's `meta.regras`:
   * for a kit machine, whose rules depend on the product using it (a product's own machine tags itself).
   */
  regras?: Record<string, string[]>;
  /** Events the flow must refuse in a state (a guard's "no"): tried on the machine, shown as "Quando … Então nada muda". */
  recusas?: Recusa[];
};

/** An event the flow must refuse: sent there, the state stays and no call starts. */
export type Recusa = {
  /** The state path where it is refused (`showing`, `editing.browsing`). */
  estado: string;
  /** Which situation of that state (first in breadth-first order that passes), when the refusal depends on context. */
  quando?: (snapshot: AnyMachineSnapshot) => boolean;
  evento: PathEvent;
  /** Why, in pt-BR. */
  porque: string;
  regras?: string[];
};

/** Every flow model, read by tests/<produto>/<fluxo>.paths.test.ts and `npm run paths`; add each tests/<produto>/<fluxo>.model.ts here. */
export const modelos: Modelo[] = [sessaoModelo, loginModelo, clubePainelModelo, clubeTermoModelo, clubeCancelamentoModelo, clubeAnuncioModelo, clubeListaModelo,
  clubeBannerModelo, clubeUsuariosModelo, planilhaUsuariosModelo, clubeRemoverUsuariosModelo, clubeSituacaoModelo, clubePagamentoModelo, listaComEscolhaModelo,
  conciliadorPainelModelo, conciliadorPagamentoModelo, conciliadorPagamentoNaoAssociadoModelo,
  conciliadorCatalogoModelo, conciliadorContratacaoModelo, conciliadorTermoModelo,
  atendimentoFilaModelo, atendimentoChamadoModelo, atendimentoBoletosModelo,
  varejoProdutosModelo, varejoMeusEspacosModelo, varejoEstacaoModelo, varejoEscritorioModelo, varejoTermoModelo,
  varejoPagamentoModelo, varejoPagamentoNaoAssociadoModelo,
  varejoEventoModelo,
  carteiraModelo, enviarLoginModelo, filiacaoModelo, cadastroModelo, documentosModelo, painelModelo, editarModelo, chamadosModelo,
  conviteModelo, saudePlanoTitularModelo, saudePlanoDependenteModelo, saudeCadastroModelo];
