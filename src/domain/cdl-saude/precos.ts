import { formatData, somarDias } from '../comum/datas';

// CDL Saúde prices and server rules shared by client and server: the ANS age bands, RN 563/2022 art. 3, the validity
// date, the family and open-enrollment limits, and their pt-BR texts.

/** The 10 ANS age bands (RN 63/2003, kept by RN 563/2022): 0–18, 19–23, …, 54–58, 59+. Lower bound of each band. */
export const FAIXAS_ETARIAS = [0, 19, 24, 29, 34, 39, 44, 49, 54, 59] as const;
export const ROTULOS_FAIXAS = ['0 a 18', '19 a 23', '24 a 28', '29 a 33', '34 a 38', '39 a 43', '44 a 48', '49 a 53', '54 a 58', '59 ou mais'] as const;

/** Whole years from `nascimento` to `em` (yyyy-mm-dd each): the age a person has on that day. */
export function idadeEm(nascimento: string, em: string): number {
  const anos = Number(em.slice(0, 4)) - Number(nascimento.slice(0, 4));
  return em.slice(5, 10) < nascimento.slice(5, 10) ? anos - 1 : anos;
}

/** Index (0–9) of the age band of someone born on `nascimento`, on `em`. */
export function faixaEtaria(nascimento: string, em: string): number {
  const idade = Math.max(0, idadeEm(nascimento, em));
  let faixa = 0;
  FAIXAS_ETARIAS.forEach((inicio, i) => { if (idade >= inicio) faixa = i; });
  return faixa;
}

/** A plan's monthly price (centavos) for someone born on `nascimento`, at `em` (the validity date). */
export const precoNaFaixa = (precos: readonly number[], nascimento: string, em: string): number => precos[faixaEtaria(nascimento, em)]!;

/**
 * What is wrong with a plan's 10 band prices under RN 563/2022 art. 3 (and RN 63's non-negative variations), each in
 * pt-BR; empty when the table is lawful: ten positive integer prices, never lower than the band before, the last at most
 * 6 × the first (I), and the variation from band 7 to 10 at most that from band 1 to 7 (II: p10/p7 ≤ p7/p1, compared as
 * p10 × p1 ≤ p7², integers only).
 */
export function problemasDaTabela(precos: readonly number[]): string[] {
  if (precos.length !== FAIXAS_ETARIAS.length) return [`A tabela deve ter ${FAIXAS_ETARIAS.length} faixas etárias.`];
  if (precos.some((p) => !Number.isSafeInteger(p) || p <= 0)) return ['Todo preço deve ser um valor positivo em centavos.'];
  const problemas: string[] = [];
  precos.forEach((p, i) => { if (i > 0 && p < precos[i - 1]!) problemas.push(`A faixa ${ROTULOS_FAIXAS[i]} custa menos que a anterior.`); });
  const [p1, p7, p10] = [precos[0]!, precos[6]!, precos[9]!];
  if (p10 > 6 * p1) problemas.push('A última faixa custa mais de 6 vezes a primeira (RN 563/2022, art. 3º, I).');
  if (p10 * p1 > p7 * p7) problemas.push('A variação da 7ª à 10ª faixa é maior que a da 1ª à 7ª (RN 563/2022, art. 3º, II).');
  return problemas;
}

/** §5: the validity date's minimum, today + 8 days on São Paulo's calendar (`hoje` yyyy-mm-dd). */
export const DIAS_MINIMOS_VIGENCIA = 8;
export const vigenciaMinima = (hoje: string) => somarDias(hoje, DIAS_MINIMOS_VIGENCIA);

/** decided: a family is its holder and at most 19 dependents (20 lives: the contract's list and the documents' upload). */
export const MAXIMO_PESSOAS_FAMILIA = 20;
/** decided (DoD 8): holders of one associate in progress (PREVIDA) at once; past it a 429. */
export const MAXIMO_CADASTROS_EM_ANDAMENTO = 10;

export const mensagensSaude = {
  vigenciaCedo: (minima: string) => `A data de vigência deve ser a partir de ${formatData(minima)}.`,
  vigenciasDiferentes: 'Todas as pessoas devem ter a mesma data de vigência.',
  casamentoFuturo: (ontem: string) => `A data de casamento deve ser até ${formatData(ontem)}.`,
  nascimentoFuturo: 'A data de nascimento não pode ser futura.',
  casamentoSoConjuge: 'A data de casamento é só do cônjuge (tipo 05).',
  titularidadeDoTitular: 'O titular deve ter o tipo de dependente 09 (Titular).',
  titularidadeDoDependente: 'Um dependente não pode ter o tipo 09 (Titular).',
  tipoDependenteInexistente: 'Tipo de dependente inexistente.',
  sexoInexistente: 'Sexo inexistente.',
  estadoCivilInexistente: 'Estado civil inexistente.',
  planoInexistente: 'Plano inexistente.',
  planoDeOutraOperadora: 'O plano do dependente deve ser da mesma operadora e assistência do plano do titular.',
  opcionalNaoOferecido: 'Opcional não oferecido para a assistência do plano.',
  titularInexistente: 'Titular não encontrado: inclua o titular antes dos dependentes.',
  outraPessoaComCpf: 'Este CPF já está em uma vida ativa ou em andamento.',
  codSocioDiferente: 'Todas as pessoas devem ser do mesmo associado.',
  familiaGrande: (existentes: number) =>
    `Uma família pode ter no máximo ${MAXIMO_PESSOAS_FAMILIA} pessoas (titular e dependentes)${existentes ? `; esta já tem ${existentes}` : ''}.`,
  muitosCadastros: `Você já tem ${MAXIMO_CADASTROS_EM_ANDAMENTO} cadastros em andamento: conclua um deles antes de incluir outro titular.`,
  revise: 'Revise os dados das pessoas abaixo.',
  cadastrado: (n: number) => (n === 1 ? 'Cadastro realizado com sucesso.' : `Cadastro realizado com sucesso: ${n} pessoas.`),
  jaCadastrado: 'Estas pessoas já estavam cadastradas.',
  semVidas: 'Nenhuma vida encontrada para este titular.',
  operadoraInexistente: 'Operadora inexistente.',
  assistenciaInexistente: 'Assistência inexistente.',
};
