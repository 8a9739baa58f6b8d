import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/**
 * CDL Saúde's routes (spec §2 "Health plan"), each a path pattern and a link builder: the associate's own, and the
 * consultant's variant for the member of its address (issue 27: `/produto/cdl-consultor/associado/:codSocio/…`).
 */
export const rotasSaude = {
  /** The product page: what the plan is, and the way in (the Lista de Vidas). */
  produto: rota('/produto/cdl-saude'),
  /** Lista de Vidas. */
  lista: rota('/produto/cdl-saude-plano'),
  /** Novo Plano (§2 'cdl-saude-cadastro'): the people of the enrollment. */
  cadastro: rota('/produto/cdl-saude-plano/cadastro'),
  /** Plan search, `?tipoCadastro=titular|dependente[&id]` (§2 'planos'). */
  planos: rota('/produto/cdl-saude-plano/planos'),
  /** Preencha seus dados. */
  finalizarCadastro: rota('/produto/cdl-saude-plano/finalizar-cadastro'),
  resumo: rota('/produto/cdl-saude-plano/resumo'),
  /** After the submission: what comes next (the documents, the second health issue). */
  enviado: rota('/produto/cdl-saude-plano/cadastro-enviado'),
  /** §2 row links (the second health issue draws these pages): 'cdl-saude-arquivos' (param cpfTitular), 'pagamento'. */
  documentos: rota('/produto/cdl-saude-plano/documentos/:cpfTitular'),
  pagamento: rota('/produto/cdl-saude-plano/pagamento/:cpfTitular'),
  alterarPlano: rota('/produto/cdl-saude-plano/alterarPlano/:cpfTitular'),
} as const;

/**
 * The consultant's variant (§2 /produto/cdl-consultor/cdl-saude, cdl-saude-cadastro, cdl-saude-planos,
 * cdl-saude-finalizar-cadastro): decided (issue 28, after issue 27), the member in the address and the product's
 * screens under its `cdl-saude`, as the associate's are under /produto/cdl-saude-plano. App.tsx serves
 * `…/associado/:codSocio/cdl-saude` and `…/cdl-saude/*` with this product's chunk.
 */
export const rotasSaudeConsultor = {
  lista: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude'),
  cadastro: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/cadastro'),
  planos: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/planos'),
  finalizarCadastro: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/finalizar-cadastro'),
  resumo: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/resumo'),
  enviado: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/cadastro-enviado'),
  documentos: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/documentos/:cpfTitular'),
  pagamento: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/pagamento/:cpfTitular'),
  alterarPlano: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude/alterarPlano/:cpfTitular'),
  /** Where the consultant's list goes back to: the member's Painel do Associado (views/cdl-consultor/rotas.ts painelAssociado, written out). */
  painel: rota('/produto/cdl-consultor/associado/:codSocio'),
} as const;

const SAUDE = 'CDL Saúde';
/** Each page's name in the tab, as its h1 says it. */
export const TITULOS_SAUDE: TitulosDasRotas = [
  [rotasSaude.produto.padrao, SAUDE],
  [rotasSaude.lista.padrao, `Lista de Vidas — ${SAUDE}`],
  [rotasSaude.cadastro.padrao, `Novo Plano — ${SAUDE}`],
  [rotasSaude.planos.padrao, `Escolha do plano — ${SAUDE}`],
  [rotasSaude.finalizarCadastro.padrao, `Preencha seus dados — ${SAUDE}`],
  [rotasSaude.resumo.padrao, `Resumo — ${SAUDE}`],
  [rotasSaude.enviado.padrao, `Cadastro enviado — ${SAUDE}`],
  [rotasSaude.documentos.padrao, `Documentos — ${SAUDE}`],
  [rotasSaude.pagamento.padrao, `Pagamento — ${SAUDE}`],
  [rotasSaude.alterarPlano.padrao, `Alterar Plano — ${SAUDE}`],
  [rotasSaudeConsultor.lista.padrao, `Lista de Vidas — ${SAUDE}`],
  [rotasSaudeConsultor.cadastro.padrao, `Novo Plano — ${SAUDE}`],
  [rotasSaudeConsultor.planos.padrao, `Escolha do plano — ${SAUDE}`],
  [rotasSaudeConsultor.finalizarCadastro.padrao, `Preencha seus dados — ${SAUDE}`],
  [rotasSaudeConsultor.resumo.padrao, `Resumo — ${SAUDE}`],
  [rotasSaudeConsultor.enviado.padrao, `Cadastro enviado — ${SAUDE}`],
  [rotasSaudeConsultor.documentos.padrao, `Documentos — ${SAUDE}`],
  [rotasSaudeConsultor.pagamento.padrao, `Pagamento — ${SAUDE}`],
  [rotasSaudeConsultor.alterarPlano.padrao, `Alterar Plano — ${SAUDE}`],
];
