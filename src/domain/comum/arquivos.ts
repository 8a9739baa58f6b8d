/**
 * The file-cards kit's rules (issue 9), pure: which files a field may send, the problem of each chosen
 * file, choosing and removing, and the texts around the cards. A product passes its own rules (types,
 * how many, how large, how its messages name a file); views/comum/CartoesArquivos.tsx draws them.
 */

/** Upload limit of spec §9: 10 MB per file. */
export const TAMANHO_MAXIMO_ARQUIVO = 10 * 1024 * 1024;

/** What an upload answers for a file too large or empty, on the client and on the server (server/comum/arquivos.ts). */
export const mensagensDoArquivo = {
  arquivoGrande: 'Arquivo muito grande: o limite é de 10 MB por arquivo.',
  /** §8: a failed upload when the server gave no mensagem (the club's spreadsheet, the consultant's documents, health). */
  erroEnvio: 'Erro no envio dos seus arquivos, tente novamente.',
  arquivoVazio: (rotulo: string) => `${rotulo} está vazio.`,
};

/** What the rules read of a chosen file (a browser File has all three). */
export interface ArquivoEscolhido {
  name: string;
  size: number;
  type: string;
}

/** A field's rules: accepted types, how many files (1: a new choice replaces the old one) and how large each. */
export interface RegrasDeArquivos {
  /** Declared types accepted, lower case (`image/png`). */
  mimes: readonly string[];
  /** Extensions accepted when the browser declares no type (some systems give none for eps), lower case, no dot. */
  extensoes: readonly string[];
  maximo: number;
  /** Bytes. */
  tamanhoMaximo: number;
  /** How the problems read, naming the file as the product's server does. */
  mensagens: {
    vazio: (arquivo: ArquivoEscolhido) => string;
    grande: (arquivo: ArquivoEscolhido) => string;
    tipo: (arquivo: ArquivoEscolhido) => string;
    /** A file past `maximo`. */
    demais: string;
  };
}

/** A file name's extension, lower case ('' without one). */
export const extensao = (nome: string) => (nome.includes('.') ? nome.toLowerCase().split('.').pop()! : '');

/** The picker's `accept`: the types and the extensions (browsers differ on eps). */
export const aceitos = (regras: RegrasDeArquivos) => [...regras.mimes, ...regras.extensoes.map((e) => `.${e}`)].join(',');

/** Whether a file is of an accepted type: by its declared type, or by extension when the browser gives none. */
function tipoAceito(arquivo: ArquivoEscolhido, regras: RegrasDeArquivos): boolean {
  const semTipo = !arquivo.type || arquivo.type === 'application/octet-stream';
  return regras.mimes.includes(arquivo.type.toLowerCase()) || (semTipo && regras.extensoes.includes(extensao(arquivo.name)));
}

/** What is wrong with one file by itself (empty, too large, another type), or null. The server checks the bytes again. */
export function problemaDoArquivo(arquivo: ArquivoEscolhido, regras: RegrasDeArquivos): string | null {
  if (arquivo.size === 0) return regras.mensagens.vazio(arquivo);
  if (arquivo.size > regras.tamanhoMaximo) return regras.mensagens.grande(arquivo);
  return tipoAceito(arquivo, regras) ? null : regras.mensagens.tipo(arquivo);
}

/**
 * The server's refusal of one file of a list (issue 27: its bytes are not what its name says), kept with the file
 * itself: the reason stays on that file's card wherever the list moves it, until the file is removed.
 */
export interface RecusaNaLista<A = ArquivoEscolhido> {
  arquivo: A;
  mensagem: string;
}

/**
 * The problem of each file of a field's list, in its order (null: it can be sent): its own problem, else the
 * server's refusal of that file (`recusas`), else `demais` for a good file past the maximum (files with a problem of
 * their own take no place).
 */
export function problemasDaLista<A extends ArquivoEscolhido>(
  lista: readonly A[], regras: RegrasDeArquivos, recusas: readonly RecusaNaLista<A>[] = [],
): (string | null)[] {
  let bons = 0;
  return lista.map((arquivo) => {
    const proprio = problemaDoArquivo(arquivo, regras) ?? recusas.find((r) => r.arquivo === arquivo)?.mensagem;
    if (proprio) return proprio;
    bons += 1;
    return bons > regras.maximo ? regras.mensagens.demais : null;
  });
}

/** The first problem among a field's files, or null when every one can be sent. */
export const primeiroProblema = <A extends ArquivoEscolhido>(lista: readonly A[], regras: RegrasDeArquivos, recusas: readonly RecusaNaLista<A>[] = []) =>
  problemasDaLista(lista, regras, recusas).find((p) => p !== null) ?? null;

/** The refusals still about a file of the list (a removed file takes its refusal away). */
export const recusasNaLista = <A>(lista: readonly A[], recusas: readonly RecusaNaLista<A>[]): RecusaNaLista<A>[] =>
  recusas.filter((r) => lista.includes(r.arquivo));

const mesmoArquivo = (a: ArquivoEscolhido, b: ArquivoEscolhido) => a.name === b.name && a.size === b.size && a.type === b.type;

/**
 * The field's list after the user picks `novos`. A field of one file takes the new one in place of the old;
 * otherwise the new ones go after those already there, a file already listed once only. Files with a problem
 * stay listed, each card saying why, until removed: nothing the user picked disappears unexplained.
 */
export function escolherArquivos<A extends ArquivoEscolhido>(atuais: readonly A[], novos: readonly A[], regras: RegrasDeArquivos): A[] {
  if (novos.length === 0) return [...atuais]; // the picker closed without a choice
  const base = regras.maximo === 1 ? [] : atuais;
  return novos.reduce<A[]>((lista, arquivo) => (lista.some((a) => mesmoArquivo(a, arquivo)) ? lista : [...lista, arquivo]), [...base]);
}

/** The list without the file at `indice`. */
export const removerArquivo = <A>(lista: readonly A[], indice: number): A[] => lista.filter((_, i) => i !== indice);

/**
 * After removing the card at `indice` of a list of `quantos`, where focus goes: the card that took its place,
 * else the one before it; null when the list is now empty (the field's choose button then).
 */
export function focoAposRemover(indice: number, quantos: number): number | null {
  const restantes = quantos - 1;
  if (restantes <= 0) return null;
  return Math.min(indice, restantes - 1);
}

/** A file size as people read it: '0 bytes', '1 byte', '512 bytes', '820 kB', '1,4 MB' (issue 27: an empty file never reads '1 kB'). */
export function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.min(1023, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** What a card shows in place of a preview: an image the browser can draw, a PDF, or another document. */
export type Apresentacao = 'imagem' | 'pdf' | 'documento';
const DESENHAVEIS = ['image/jpeg', 'image/pjpeg', 'image/png', 'image/gif', 'image/webp'];
export function apresentacaoDoArquivo(arquivo: ArquivoEscolhido): Apresentacao {
  const tipo = arquivo.type.toLowerCase();
  if (DESENHAVEIS.includes(tipo)) return 'imagem';
  return tipo === 'application/pdf' || extensao(arquivo.name) === 'pdf' ? 'pdf' : 'documento';
}

/** Upload progress, 0 to 100 (0 while the size is not known yet). */
export const percentualEnviado = (enviado: number, total: number) =>
  (total > 0 ? Math.min(100, Math.floor((enviado / total) * 100)) : 0);

// ---- named slots: one document per slot, per person (the consultant's documents per company type, CDL Saúde's per life)

/** One named document: what it is (`chave`, `rotulo`) and, when several people send the same kinds, whose it is. */
export interface Vaga {
  chave: string;
  rotulo: string;
  /** Whose document ('Titular', 'Dependente 1'); slots of one person are drawn together. */
  pessoa?: string;
  /** Optional slots may stay empty (obrigatória unless false). */
  obrigatoria?: boolean;
  /** A line under the slot's label (a document's review: 'INCORRETA: ilegível'); `problema` draws it as one. */
  nota?: { texto: string; problema: boolean };
}

/** A slot's key in the chosen files: `chave`, or `pessoa/chave` when the slot is a person's. */
export const idDaVaga = (v: Vaga) => (v.pessoa === undefined ? v.chave : `${v.pessoa}/${v.chave}`);

/** The file chosen for each slot, by idDaVaga. */
export type ArquivosPorVaga<A> = Readonly<Record<string, A>>;

/** The slots after the user picks `arquivo` for `vaga`: the one file of that slot, replacing the one it had. */
export const escolherNaVaga = <A>(atuais: ArquivosPorVaga<A>, vaga: string, arquivo: A): Record<string, A> => ({ ...atuais, [vaga]: arquivo });

/** The slots without `vaga`'s file. */
export function removerDaVaga<A>(atuais: ArquivosPorVaga<A>, vaga: string): Record<string, A> {
  const { [vaga]: _removido, ...resto } = atuais;
  return resto;
}

/** The slots grouped by person, in their order (slots without a person form one group, `pessoa` undefined). */
export function vagasPorPessoa(vagas: readonly Vaga[]): { pessoa?: string; vagas: Vaga[] }[] {
  const grupos: { pessoa?: string; vagas: Vaga[] }[] = [];
  for (const v of vagas) {
    const grupo = grupos.find((g) => g.pessoa === v.pessoa);
    if (grupo) grupo.vagas.push(v);
    else grupos.push({ pessoa: v.pessoa, vagas: [v] });
  }
  return grupos;
}

/**
 * What the server refused, by slot (idDaVaga: the multipart part's name): its reason ('… envie um arquivo … PDF'). The
 * file chosen stays on its card with the reason until another is chosen (issue 27).
 */
export type RecusasPorVaga = Readonly<Record<string, string>>;

/**
 * Each slot's problem, by idDaVaga (null: it can be sent): its file's own problem, else the server's refusal of that
 * file (`recusas`), else `faltando` for a required slot left empty when `exigir` (after a send that found it; before,
 * an empty slot says nothing).
 */
export function problemasDasVagas(
  vagas: readonly Vaga[], arquivos: ArquivosPorVaga<ArquivoEscolhido>, regras: RegrasDeArquivos, exigir: boolean, recusas: RecusasPorVaga = {},
): Record<string, string | null> {
  return Object.fromEntries(vagas.map((v) => {
    const arquivo = arquivos[idDaVaga(v)];
    if (arquivo) return [idDaVaga(v), problemaDoArquivo(arquivo, regras) ?? recusas[idDaVaga(v)] ?? null];
    return [idDaVaga(v), exigir && v.obrigatoria !== false ? mensagensDaLista.faltando(v.rotulo, v.pessoa) : null];
  }));
}

/** Whether every slot can be sent: each required one has a file, and no file has a problem (nor the server's refusal). */
export const vagasProntas = (vagas: readonly Vaga[], arquivos: ArquivosPorVaga<ArquivoEscolhido>, regras: RegrasDeArquivos, recusas: RecusasPorVaga = {}) =>
  Object.values(problemasDasVagas(vagas, arquivos, regras, true, recusas)).every((p) => p === null);

/** The refusals once `vaga` gets another file, or none: the server's reason was about the file that left. */
export function semRecusa(recusas: RecusasPorVaga, vaga: string): Record<string, string> {
  const { [vaga]: _antiga, ...resto } = recusas;
  return resto;
}

/** The file cards' texts (the list and its cards; decided in docs/decisions/platform.md); one file's refusals are `mensagensDoArquivo`. */
export const mensagensDaLista = {
  nenhum: 'Nenhum arquivo escolhido.',
  um: 'Arquivo escolhido:',
  varios: (quantos: number, maximo: number) => `Arquivos escolhidos (${quantos} de ${maximo}):`,
  escolherUm: 'Escolher arquivo',
  trocarUm: 'Trocar arquivo',
  escolherVarios: 'Escolher arquivos',
  adicionar: 'Adicionar arquivos',
  remover: 'Remover',
  removerNome: (nome: string) => `Remover ${nome}`,
  comProblema: (n: number) => (n === 1 ? '1 arquivo com problema: remova-o ou escolha outro.' : `${n} arquivos com problema: remova-os ou escolha outros.`),
  pdf: 'PDF',
  documento: 'Arquivo',
  enviando: (percentual: number) => `Enviando: ${percentual}%`,
  enviado: 'Arquivos enviados. Salvando…',
  preparando: 'Preparando o envio…',
  /** A required slot left empty ('Escolha o arquivo de RG (Titular).'). */
  faltando: (rotulo: string, pessoa?: string) => `Escolha o arquivo de ${rotulo}${pessoa ? ` (${pessoa})` : ''}.`,
} as const;

/** The line above a field's cards: none yet, the one file, or how many of the maximum. */
export function legendaDaLista(quantos: number, maximo: number): string {
  if (quantos === 0) return mensagensDaLista.nenhum;
  return maximo > 1 ? mensagensDaLista.varios(quantos, maximo) : mensagensDaLista.um;
}

/** The choose button's text: one file (choose, then change it) or several (choose, then add more). */
export function textoDoBotao(quantos: number, maximo: number): string {
  if (maximo === 1) return quantos ? mensagensDaLista.trocarUm : mensagensDaLista.escolherUm;
  return quantos ? mensagensDaLista.adicionar : mensagensDaLista.escolherVarios;
}
