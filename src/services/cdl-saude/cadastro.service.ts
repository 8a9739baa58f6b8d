import {
  cdlSaudeContract, ErroSubmissaoSaude, type OPCIONAIS_OFERECIDOS, type AssistenciaSaude, type Opcional, type Operadora, type PlanoSaude,
  type ProdutoSaude, type SubmissaoVida, type TipoDependente, type ValorDescricao,
} from '../../contracts/cdl-saude.contract';
import { somenteDigitos } from '../../domain/comum/cpf';
import { OPERADORA_PADRAO, TIPO_CONJUGE, TIPO_TITULAR, type PessoaSaude } from '../../domain/cdl-saude/cadastro';
import { ApiFailure, clienteDe, valorDe } from '../comum/api';

const client = clienteDe(cdlSaudeContract);

/** The operators and the assistances of the one opened first (§2: UNIMED BH, else the first). */
export interface Operadoras {
  operadoras: Operadora[];
  aberta: string | null;
  assistencias: AssistenciaSaude[];
}

/** ListarAssistenciaSaude of one operator. */
export async function listarAssistencias(codoperadora: string): Promise<AssistenciaSaude[]> {
  return valorDe(await client.listarAssistenciaSaude({ query: { operadora: codoperadora } }));
}

/** ListarOperadora, then the assistances of UNIMED BH (opened by default, §2). */
export async function listarOperadoras(): Promise<Operadoras> {
  const operadoras = valorDe(await client.listarOperadora());
  const aberta = (operadoras.find((o) => o.operadora.trim().toUpperCase() === OPERADORA_PADRAO) ?? operadoras[0])?.codoperadora ?? null;
  return { operadoras, aberta, assistencias: aberta ? await listarAssistencias(aberta) : [] };
}

/** The plans a person may take and the optionals of that assistance. */
export interface PlanosEncontrados { planos: PlanoSaude[]; opcionais: Opcional[] }

/** What the plan search asks: the holder's plans by operator/assistance and age, or a dependent's following the holder's plan. */
export type PedidoDePlanos =
  | { tipo: 'titular'; produto: ProdutoSaude; aniversario: string; codOperadora: string; codAssistencia: string }
  | { tipo: 'dependente'; produto: ProdutoSaude; dtNascimento: string; codPlanoFx: string; codAssistencia: string };

/** ListarPlanoSaude (holder) or ListarPlanoDependente (a dependent: one plan, 404 none), beside ListarOpcional. */
export async function buscarPlanos(pedido: PedidoDePlanos): Promise<PlanosEncontrados> {
  const opcionais = client.listarOpcional({ params: { product: pedido.produto }, query: { assistencia: pedido.codAssistencia } }).then((r) => valorDe(r));
  let planos: PlanoSaude[];
  if (pedido.tipo === 'titular') {
    const { aniversario, codOperadora, codAssistencia } = pedido;
    planos = valorDe(await client.listarPlanoSaude({ body: { aniversario, codOperadora, codAssistencia } }));
  } else {
    const res = await client.listarPlanoDependente({ body: { codPlanoFx: pedido.codPlanoFx, dtNascimento: pedido.dtNascimento } });
    planos = res.status === 404 ? [] : [valorDe(res)];
  }
  return { planos, opcionais: await opcionais };
}

/** The catalogues of the final form (§3): dependent types, marital statuses, sexes. */
export interface CatalogosFinais { tiposDependentes: TipoDependente[]; estadosCivis: ValorDescricao[]; sexos: ValorDescricao[] }

export async function carregarCatalogos(produto: ProdutoSaude): Promise<CatalogosFinais> {
  const [tiposDependentes, estadosCivis, sexos] = await Promise.all([
    client.listarTiposDependentes({ params: { product: produto } }).then((r) => valorDe(r)),
    client.listarEstadoCivil().then((r) => valorDe(r)),
    client.listarTipoSexo().then((r) => valorDe(r)),
  ]);
  return { tiposDependentes, estadosCivis, sexos };
}

/** A refused submission: §8's per-life messages (the server's `vidas`). */
export interface RecusaDoEnvio { mensagem: string; vidas: { nome: string; mensagem: string }[] }

/** The per-life messages of a refused IncluirSamPrevidaArta, read from the failure's body. */
export function recusaDoEnvio(erro: unknown): RecusaDoEnvio {
  const corpo = erro instanceof ApiFailure ? ErroSubmissaoSaude.safeParse(erro.detalhe) : null;
  const mensagem = erro instanceof Error ? erro.message : '';
  return { mensagem: corpo?.success ? corpo.data.mensagem : mensagem, vidas: corpo?.success ? corpo.data.vidas ?? [] : [] };
}

/** IncluirSamPrevidaArta: the whole family in one request (all or nothing, the contract's decision). */
export async function enviarFamilia(produto: ProdutoSaude, vidas: SubmissaoVida[]): Promise<string> {
  return valorDe(await client.incluirSamPrevidaArta({ params: { product: produto }, body: vidas })).mensagem;
}

/** §3 Health submission for the whole family, holder first (the contract's SubmissaoSaude). */
export function submissaoDaFamilia(pessoas: readonly PessoaSaude[], datavigencia: string, codSocio?: string): SubmissaoVida[] {
  const cpfTitular = somenteDigitos(pessoas[0]?.cadastroFinal.cpf ?? '');
  return pessoas.map((p, i) => {
    const c = p.cadastroFinal;
    const fone = somenteDigitos(c.telefone);
    return {
      cpF_TITULAR: cpfTitular,
      cpF_DEPENDENTE: i === 0 ? '' : somenteDigitos(c.cpf),
      nome: p.nome.trim(),
      datanascimento: p.dataNascimento,
      email: c.email.trim(),
      ddd: fone.slice(0, 2),
      telefone: fone.slice(2),
      titularidade: i === 0 ? TIPO_TITULAR : c.tipoDependente,
      sexo: c.sexo,
      estadoCivil: c.estadoCivil,
      ...(c.tipoDependente === TIPO_CONJUGE ? { datacasamento: c.datacasamento } : {}),
      mae: c.nomeMae.trim(),
      rua: c.rua.trim(),
      numero: c.numero.trim(),
      bairro: c.bairro.trim(),
      cidade: c.cidade.trim(),
      uf: c.estado.trim().toUpperCase(),
      cep: somenteDigitos(c.cep),
      datavigencia,
      codplanofx: p.plano.codPlanoFx,
      listaOpcional: p.opcionais.map((o) => ({ codopcional: o.codopcional as (typeof OPCIONAIS_OFERECIDOS)[number] })),
      ...(codSocio ? { codSocio } : {}),
    };
  });
}

