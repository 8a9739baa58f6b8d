import { somenteDigitos } from '../comum/cpf';
import { somarDias } from '../comum/datas';
import { emailValido, EMAIL_INVALIDO, MAXIMO_EMAIL } from '../comum/email';
import { problemaDoValor } from '../comum/formularios';
import { cpfCompleto, MAXIMO_NOME, telefoneValido, textosCpf, textosTelefone } from '../comum/pessoa';
import { MAXIMO_PESSOAS_FAMILIA, mensagensSaude as mensagensDoServidor, vigenciaMinima } from './precos';

/**
 * The family enrollment of CDL Saúde (spec §2 Health plan, §3 local draft and cadastroFinal, §5, §9), shared by the
 * wizard's machines and its screens: who is in the family, the plan each chose, the final data and the submission.
 */

/** §9: dependent type codes the rules name (the contract and the server import them from here). */
export const TIPO_CONJUGE = '05';
export const TIPO_TITULAR = '09';
/** §5/§9: only these optionals are offered; 0002 and 0004 exclude each other. */
export const OPCIONAIS_OFERECIDOS = ['0002', '0004', '0020'] as const;
/** An optional of ListarOpcional (valor in centavos). */
interface Opcional { codopcional: string; opcional: string; valor: number }

/** §9/contract: a family has at most 20 lives (SubmissaoSaude, the server's precos.ts). */
export const MAXIMO_PESSOAS = MAXIMO_PESSOAS_FAMILIA;
/** §2: the operator the plan search opens by itself. */
export const OPERADORA_PADRAO = 'UNIMED BH';
/** The marital status a spouse (type 05) must have (§5; the contract refuses another). */
export const ESTADO_CIVIL_CASADO = 'C';

export const mensagensSaude = {
  nadaEncontrado: 'Nada Encontrado.',
  preenchaTodas: 'Você deve preencher os dados de todas as pessoas.',
  proRata: 'O valor da pro-rata será calculado na tela de pagamento conforme a data vigência informada.',
  erroEnvio: 'Ocorreu um erro ao cadastrar seus dados. Verifique:',
  informeNome: 'Informe o nome.',
  informeNascimento: 'Informe a data de nascimento.',
  nascimentoFuturo: 'A data de nascimento não pode ser depois de hoje.',
  informeTipo: 'Informe o tipo de dependente.',
  informeEstadoCivil: 'Informe o estado civil.',
  conjugeCasado: 'Cônjuge deve ter estado civil casado.',
  informeSexo: 'Informe o sexo.',
  cpfRepetido: 'Este CPF já foi informado para outra pessoa da família.',
  informeMae: 'Informe o nome da mãe.',
  informeEmail: 'Informe o e-mail.',
  informeCasamento: 'Informe a data de casamento.',
  casamentoAteOntem: 'A data de casamento deve ser até ontem.',
  informeCep: 'Informe o CEP.',
  cepInvalido: 'CEP inválido.',
  informeRua: 'Informe a rua.',
  informeNumero: 'Informe o número.',
  informeBairro: 'Informe o bairro.',
  informeCidade: 'Informe a cidade.',
  informeEstado: 'Informe o estado (UF).',
  informeVigencia: 'Informe a data de vigência.',
  vigenciaMinima: mensagensDoServidor.vigenciaCedo,
  escolhaPlano: 'Escolha um plano.',
  limitePessoas: `Uma família tem no máximo ${MAXIMO_PESSOAS} pessoas.`,
  envioSemResposta: 'Não foi possível enviar agora. Verifique sua conexão e tente novamente.',
  cargaSemResposta: 'Não foi possível carregar agora. Verifique sua conexão e tente novamente.',
  enviado: 'Cadastro realizado com sucesso.',
} as const;

export type TipoCadastro = 'titular' | 'dependente';

/** §3 draft `plano`: what the plan search chose (valor in centavos). */
export interface PlanoEscolhido {
  operadora: string;
  assistencia: string;
  acomodacao: string;
  valor: number;
  codPlanoFx: string;
  codAssistencia: string;
  codOperadora: string;
}

/** §3 descOpcionais: an optional chosen, its label and price (centavos). */
export interface DescOpcional { opcional: { value: string; label: string; price: number } }

/** §3 cadastroFinal. Phone, CPF and CEP as typed (masked); dates yyyy-mm-dd. */
export interface CadastroFinal {
  tipoDependente: string;
  descTipoDependente: string;
  datacasamento: string;
  estadoCivil: string;
  descEstadoCivil: string;
  sexo: string;
  cpf: string;
  nomeMae: string;
  email: string;
  telefone: string;
  cep: string;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  estado: string;
  complemento: string;
}
export type CampoFinal = keyof CadastroFinal;
export type ProblemasFinal = Partial<Record<CampoFinal, string>>;

/** One person of the §3 local draft `cdlsaude_cadastro`. */
export interface PessoaSaude {
  nome: string;
  tipoCadastro: TipoCadastro;
  dataNascimento: string;
  plano: PlanoEscolhido;
  opcionais: { codopcional: string }[];
  descOpcionais: DescOpcional[];
  cadastroFinal: CadastroFinal;
  /** §3 concluido: the final data was saved without a problem. */
  concluido: boolean;
  /** §3 erro: the server's message for this life after a refused submission (§8), null otherwise. */
  erro: string | null;
}

/** The main contact of the login (§3 user object), for the holder's autofill (§6). */
export interface ContatoPrincipal {
  ativo: boolean;
  nome: string;
  datA_NASCIMENTO: string | null;
  cpf: string;
  cep: string | null;
  mae: string | null;
  email: string;
  telefone: string | null;
  numero: string | null;
  complemento: string | null;
}

export const cadastroFinalVazio = (tipo: TipoCadastro): CadastroFinal => ({
  tipoDependente: tipo === 'titular' ? TIPO_TITULAR : '', descTipoDependente: tipo === 'titular' ? 'Titular' : '',
  datacasamento: '', estadoCivil: '', descEstadoCivil: '', sexo: '', cpf: '', nomeMae: '', email: '', telefone: '',
  cep: '', rua: '', numero: '', bairro: '', cidade: '', estado: '', complemento: '',
});

/** §5: only 0002, 0004 and 0020 are offered. */
export const opcionaisOferecidos = (lista: readonly Opcional[]) =>
  lista.filter((o) => (OPCIONAIS_OFERECIDOS as readonly string[]).includes(o.codopcional));

/** §5: 0002 and 0004 exclude each other: ticking one unticks the other; ticking a ticked one unticks it. */
export function alternarOpcional(escolhidos: readonly string[], codigo: string): string[] {
  if (escolhidos.includes(codigo)) return escolhidos.filter((c) => c !== codigo);
  const rival = codigo === '0002' ? '0004' : codigo === '0004' ? '0002' : null;
  return [...escolhidos.filter((c) => c !== rival), codigo];
}

/** A person's monthly price: plan plus optionals (§9), centavos. */
export const mensalidadeDaPessoa = (p: Pick<PessoaSaude, 'plano' | 'descOpcionais'>) =>
  p.plano.valor + p.descOpcionais.reduce((s, o) => s + o.opcional.price, 0);

/** §9: the monthly total, plans plus optionals summed across people (centavos). */
export const totalMensal = (pessoas: readonly Pick<PessoaSaude, 'plano' | 'descOpcionais'>[]) =>
  pessoas.reduce((s, p) => s + mensalidadeDaPessoa(p), 0);

/** §5: the first day a plan may start, and the default: today + 8 (São Paulo calendar), the server's rule. */
export { vigenciaMinima };

export function problemaDaVigencia(data: string, hoje: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) return mensagensSaude.informeVigencia;
  const minima = vigenciaMinima(hoje);
  return data < minima ? mensagensSaude.vigenciaMinima(minima) : null;
}

/** Plan search (§5): name and birth date, the birth not after today. */
export function problemasDaBusca(nome: string, dataNascimento: string, hoje: string): { nome?: string; dataNascimento?: string } {
  const p: { nome?: string; dataNascimento?: string } = {};
  if (!nome.trim()) p.nome = mensagensSaude.informeNome;
  else if (nome.trim().length > MAXIMO_NOME) p.nome = `O nome pode ter no máximo ${MAXIMO_NOME} caracteres.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dataNascimento)) p.dataNascimento = mensagensSaude.informeNascimento;
  else if (dataNascimento > hoje) p.dataNascimento = mensagensSaude.nascimentoFuturo;
  return p;
}

const informe = (v: string) => v.trim() !== '';

/**
 * §5 Health final form: tipoDependente, estadoCivil, sexo, cpf ('CPF Inválido!'), nomeMae, email (valid), telefone
 * required; type 05 needs datacasamento at most yesterday and estadoCivil C; the address the submission sends (§3).
 * `outrosCpfs`: the CPFs (digits) of the other people of the family, none may repeat.
 */
export function problemasDoCadastroFinal(c: CadastroFinal, { hoje, outrosCpfs = [] }: { hoje: string; outrosCpfs?: readonly string[] }): ProblemasFinal {
  const p: ProblemasFinal = {};
  if (!informe(c.tipoDependente)) p.tipoDependente = mensagensSaude.informeTipo;
  if (c.tipoDependente === TIPO_CONJUGE) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(c.datacasamento)) p.datacasamento = mensagensSaude.informeCasamento;
    else if (c.datacasamento > somarDias(hoje, -1)) p.datacasamento = mensagensSaude.casamentoAteOntem;
    if (informe(c.estadoCivil) && c.estadoCivil !== ESTADO_CIVIL_CASADO) p.estadoCivil = mensagensSaude.conjugeCasado;
  }
  if (!informe(c.estadoCivil)) p.estadoCivil = mensagensSaude.informeEstadoCivil;
  if (!informe(c.sexo)) p.sexo = mensagensSaude.informeSexo;
  const cpf = somenteDigitos(c.cpf);
  const problemaCpf = problemaDoValor(cpf, cpfCompleto, textosCpf);
  if (problemaCpf) p.cpf = problemaCpf;
  else if (outrosCpfs.includes(cpf)) p.cpf = mensagensSaude.cpfRepetido;
  if (!informe(c.nomeMae)) p.nomeMae = mensagensSaude.informeMae;
  else if (c.nomeMae.trim().length > MAXIMO_NOME) p.nomeMae = `O nome da mãe pode ter no máximo ${MAXIMO_NOME} caracteres.`;
  if (!informe(c.email)) p.email = mensagensSaude.informeEmail;
  else if (!emailValido(c.email) || c.email.trim().length > MAXIMO_EMAIL) p.email = EMAIL_INVALIDO;
  // the portal's one phone rule and texts (issue 27: the kit's, as every phone field)
  const telefone = problemaDoValor(somenteDigitos(c.telefone), telefoneValido, textosTelefone);
  if (telefone) p.telefone = telefone;
  const cep = somenteDigitos(c.cep);
  if (!cep) p.cep = mensagensSaude.informeCep;
  else if (cep.length !== 8) p.cep = mensagensSaude.cepInvalido;
  if (!informe(c.rua)) p.rua = mensagensSaude.informeRua;
  else if (c.rua.trim().length > 200) p.rua = 'A rua pode ter no máximo 200 caracteres.';
  if (!informe(c.numero)) p.numero = mensagensSaude.informeNumero;
  else if (c.numero.trim().length > 20) p.numero = 'O número pode ter no máximo 20 caracteres.';
  if (!informe(c.bairro)) p.bairro = mensagensSaude.informeBairro;
  else if (c.bairro.trim().length > 120) p.bairro = 'O bairro pode ter no máximo 120 caracteres.';
  if (!informe(c.cidade)) p.cidade = mensagensSaude.informeCidade;
  else if (c.cidade.trim().length > 120) p.cidade = 'A cidade pode ter no máximo 120 caracteres.';
  if (!/^[A-Za-z]{2}$/.test(c.estado.trim())) p.estado = mensagensSaude.informeEstado;
  if (c.complemento.trim().length > 120) p.complemento = 'O complemento pode ter no máximo 120 caracteres.';
  return p;
}

/** The CPFs (digits) of every person but `indice`. */
export const cpfsDosOutros = (pessoas: readonly PessoaSaude[], indice: number) =>
  pessoas.filter((_, i) => i !== indice).map((p) => somenteDigitos(p.cadastroFinal.cpf)).filter((c) => c !== '');

/** A field changed: type 05 forces estadoCivil C (§5); a type other than 05 carries no marriage date. */
export function comCampo(c: CadastroFinal, campo: CampoFinal, valor: string, rotulo = ''): CadastroFinal {
  const novo = { ...c, [campo]: valor };
  if (campo === 'tipoDependente') {
    novo.descTipoDependente = rotulo;
    if (valor === TIPO_CONJUGE) { novo.estadoCivil = ESTADO_CIVIL_CASADO; novo.descEstadoCivil = 'Casado(a)'; }
    else novo.datacasamento = '';
  }
  if (campo === 'estadoCivil') novo.descEstadoCivil = rotulo;
  return novo;
}

/** §6: the holder's data from the login's main contact, only when it is active; what the contact lacks stays as typed. */
export function preencherDoContato(c: CadastroFinal, contato: ContatoPrincipal): CadastroFinal {
  if (!contato.ativo) return c;
  const ou = (v: string | null | undefined, atual: string) => (v && v.trim() ? v.trim() : atual);
  return {
    ...c, cpf: ou(contato.cpf, c.cpf), cep: ou(contato.cep, c.cep), nomeMae: ou(contato.mae, c.nomeMae), email: ou(contato.email, c.email),
    telefone: ou(contato.telefone, c.telefone), numero: ou(contato.numero, c.numero), complemento: ou(contato.complemento, c.complemento),
  };
}

/** The §2 plan line: 'operadora, assistência (acomodação)'. */
export const linhaDoPlano = (p: PlanoEscolhido) => `${p.operadora}, ${p.assistencia}${p.acomodacao ? ` (${p.acomodacao})` : ''}`;
