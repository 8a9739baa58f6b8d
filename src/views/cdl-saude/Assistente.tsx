import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import type { ProdutoSaude } from '../../contracts/cdl-saude.contract';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { TipoCadastro } from '../../domain/cdl-saude/cadastro';
import {
  passoDoEstado, rascunhoCadastroSaude, saudeCadastroMachine, type PassoSaude,
} from '../../machines/cdl-saude/cadastro.machine';
import { saudePlanoDependenteMachine, saudePlanoTitularMachine } from '../../machines/cdl-saude/plano.machine';
import {
  buscarPlanos, carregarCatalogos, enviarFamilia, listarAssistencias, listarOperadoras,
} from '../../services/cdl-saude/cadastro.service';
import { useAssistente } from '../comum/assistente';
import { Sessao } from '../comum/Sessao';
import { FinalizarView } from './FinalizarView';
import { NovoPlanoView } from './NovoPlanoView';
import { PlanosView } from './PlanosView';
import { ResumoView } from './ResumoView';
import { rotasSaude, rotasSaudeConsultor } from './rotas';

const buscas = {
  actors: {
    loadOperators: fromPromise(() => listarOperadoras()),
    openOperator: fromPromise(({ input }: { input: string }) => listarAssistencias(input)),
    loadPlans: fromPromise(({ input }: { input: Parameters<typeof buscarPlanos>[0] }) => buscarPlanos(input)),
  },
};
const cadastroMachine = saudeCadastroMachine.provide({
  actors: {
    planoTitular: saudePlanoTitularMachine.provide(buscas),
    planoDependente: saudePlanoDependenteMachine.provide(buscas),
    loadCatalogs: fromPromise(({ input }: { input: ProdutoSaude }) => carregarCatalogos(input)),
    submitFamily: fromPromise(({ input }: { input: Parameters<typeof enviarFamilia>[1] extends infer V ? { produto: ProdutoSaude; vidas: V } : never }) =>
      enviarFamilia(input.produto, input.vidas)),
  },
});

/** Each step's address, the associate's or the consultant's (the member in the address, issue 27). */
export function rotasDoAssistente(codSocio: string | null): Record<PassoSaude | 'enviado' | 'lista', string> {
  if (codSocio === null) {
    return {
      cadastro: rotasSaude.cadastro.link(), planos: rotasSaude.planos.link(), finalizar: rotasSaude.finalizarCadastro.link(),
      resumo: rotasSaude.resumo.link(), enviado: rotasSaude.enviado.link(), lista: rotasSaude.lista.link(),
    };
  }
  return {
    cadastro: rotasSaudeConsultor.cadastro.link({ codSocio }), planos: rotasSaudeConsultor.planos.link({ codSocio }),
    finalizar: rotasSaudeConsultor.finalizarCadastro.link({ codSocio }), resumo: rotasSaudeConsultor.resumo.link({ codSocio }),
    enviado: rotasSaudeConsultor.enviado.link({ codSocio }), lista: rotasSaudeConsultor.lista.link({ codSocio }),
  };
}

/** The query of the plan search's address (§2 `?tipoCadastro=titular|dependente[&id]`). */
function consultaDosPlanos(busca: string): { tipoCadastro: TipoCadastro; indice: number | null } | null {
  const q = new URLSearchParams(busca);
  const tipo = q.get('tipoCadastro');
  if (tipo !== 'titular' && tipo !== 'dependente') return null;
  const id = q.get('id');
  const indice = id !== null && /^\d{1,2}$/.test(id) ? Number(id) : null;
  return { tipoCadastro: tipo, indice };
}

/**
 * The family enrollment wizard (machines/cdl-saude/cadastro.machine.ts) over its step routes: Novo Plano, the plan
 * search, Preencha seus dados and Resumo, one actor whose address follows its step (wizard kit) and whose draft
 * (`cdlsaude_cadastro`, local storage; the consultant's per member) survives a reload and a re-login. The plan search's
 * query is this product's own glue: the address's `tipoCadastro`/`id` open the search as INCLUIR or edit would, and
 * the search's address carries them back (without tipoCadastro the kit returns to the registration, §2).
 */
export function Assistente({ codSocio = null, nomeSocio = '' }: { codSocio?: string | null; nomeSocio?: string }) {
  const [input] = useState(() => ({ produto: (codSocio === null ? 'GestaoSaude' : 'Consultor') as ProdutoSaude, codSocio, hoje: dataSaoPaulo(new Date()) }));
  const rotas = useMemo(() => rotasDoAssistente(codSocio), [codSocio]);
  const [local, navegar] = useLocation();
  const busca = useSearch();
  const [state, send, actor, recuperado] = useAssistente(cadastroMachine, rascunhoCadastroSaude, {
    passoDoEstado, rotas: { cadastro: rotas.cadastro, planos: rotas.planos, finalizar: rotas.finalizar, resumo: rotas.resumo },
    input, escopo: codSocio ?? undefined,
  });
  // before the kit's own effect: an address with the search's query opens the search as the user would have; only an
  // address that moved (typed, reloaded, back/forward): a search that just ended still shows its query for a moment,
  // and reading it again opened another dependent's search (the browser walk)
  const enderecoVisto = useRef<string | null>(null);
  useLayoutEffect(() => {
    const endereco = `${local}?${busca}`;
    const novo = enderecoVisto.current !== endereco;
    enderecoVisto.current = endereco;
    if (local !== rotas.planos) return;
    const snapshot = actor.getSnapshot();
    const pedido = consultaDosPlanos(busca);
    if (novo && snapshot.matches('novoPlano') && pedido) actor.send({ type: 'plans.open', ...pedido });
    const editando = actor.getSnapshot().context.editando;
    if (actor.getSnapshot().matches('planos') && editando) {
      const q = `tipoCadastro=${editando.tipoCadastro}${editando.indice !== null ? `&id=${editando.indice}` : ''}`;
      if (busca !== q) navegar(`${rotas.planos}?${q}`, { replace: true });
    }
  }, [actor, busca, local, navegar, rotas.planos, state.value]);
  const contato = Sessao.useSelector((s) => s.context.usuario?.dadosContatoPrincipal[0] ?? null);
  const [aviso] = useState(() => recuperado !== null);

  if (state.matches('sessionLost')) return null;
  if (state.matches('sent')) return <Redirect to={rotas.enviado} />;
  if (state.matches('left')) return <Redirect to={rotas.lista} />;
  const paraQuem = codSocio !== null ? <p className="detalhe">Cadastro para {nomeSocio || 'o associado'} (Código do Sócio {codSocio})</p> : null;
  const plano = state.children.plano;
  if (state.matches('planos') && plano) return <PlanosView plano={plano} paraQuem={paraQuem} />;
  if (state.matches('finalizar')) {
    return <FinalizarView context={state.context} send={send} contato={codSocio === null && contato?.ativo ? contato : null} paraQuem={paraQuem} />;
  }
  if (state.matches('resumo') || state.matches('submitting')) return <ResumoView context={state.context} enviando={state.matches('submitting')} send={send} paraQuem={paraQuem} />;
  return <NovoPlanoView context={state.context} carregando={state.matches('loadingCatalogs')} send={send} recuperado={aviso} paraQuem={paraQuem} />;
}
