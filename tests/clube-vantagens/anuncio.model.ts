import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/domain/comum/arquivos';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-vantagens/gestao';
import { problemasDoCadastro, type DadosAnuncio, type ImagemAnuncio } from '../../src/domain/clube-vantagens/anuncio';
import { clubeAnuncioMachine } from '../../src/machines/clube-vantagens/anuncio.machine';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso, resumir } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/**
 * A small fake image. Files stringify to {} and graph events are told apart by their JSON, so
 * each one says what it is; `tamanho` fakes the size without allocating it.
 */
class Imagem extends File {
  constructor(nome: string, tipo: string, private readonly tamanho?: number) {
    super([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nome, { type: tipo });
  }
  override get size() {
    return this.tamanho ?? super.size;
  }
  toJSON() {
    return { name: this.name, type: this.type, size: this.size };
  }
}

export const imagens = {
  logo: new Imagem('logo.png', 'image/png'),
  anuncio: new Imagem('anuncio.jpg', 'image/jpeg'),
  fachada: new Imagem('fachada.png', 'image/png'),
  grande: new Imagem('enorme.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO + 1),
  pdf: new Imagem('folheto.pdf', 'application/pdf'),
};
/** One more than an ad may carry (§2 "anuncios (multiple)", at most 5). */
export const seisFotos = Array.from({ length: MAXIMO_IMAGENS_ANUNCIO + 1 }, (_, i) => new Imagem(`foto-${i + 1}.png`, 'image/png'));
/** "Today" as the machine gets it (input): the paths never depend on the real date. */
export const HOJE = '2026-11-22';

/** Every file a path may get to send as an ad image: none of them refused on the client. */
export const imagensBoas = [imagens.anuncio, imagens.fachada, ...seisFotos];

/** Every field of §3 filled, with a period far ahead so the paths never depend on today's date. */
export const anuncioValido: DadosAnuncio = {
  titulo: 'Desconto na Padaria Central',
  tipoAtividade: 'Comércio',
  descricaoAtividade: 'Pães e doces artesanais',
  siteMidiasSociais: 'https://padaria.example',
  descontoOferecido: '10%',
  descricaoDesconto: '10% em compras acima de R$ 50',
  possuiECommerce: 'Sim',
  cupomDesconto: 'CLUBE10',
  enderecoECommerce: 'https://loja.padaria.example',
  enquadramento: ['Alimentação', 'Outros'],
  enquadramentoOutros: 'Confeitaria',
  deAcordo: 'Sim',
  dtInicio: '2099-01-01',
  dtFim: '2099-12-31',
};

export const recusaDoServidor = new ApiFailure('rejected', 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.');

const chaves = (problemas: object) => Object.keys(problemas).sort().join(',');
/** The cards of an image field, by file name (the events pick from a few files, so the lists stay few). */
const nomes = (lista: readonly File[]) => lista.map((f) => f.name).join(',');

export const clubeAnuncioModelo = {
  nome: 'clube-anuncio',
  machine: clubeAnuncioMachine,
  input: { hoje: HOJE },
  events: [
    { type: 'field.change', campos: anuncioValido },
    // invalid payloads: a §5 required field blanked, a period that began in 2000, Outros without its text
    { type: 'field.change', campos: { titulo: '  ' } },
    { type: 'field.change', campos: { dtInicio: '2000-01-01' } },
    { type: 'field.change', campos: { enquadramento: ['Outros'], enquadramentoOutros: '' } },
    { type: 'step.next' }, { type: 'step.back' },
    { type: 'image.choose', imagem: 'logomarca', arquivos: [imagens.logo] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [imagens.anuncio] },
    // more than 5 files or several at once multiply the lists past what a graph explores: the kit's rules for them
    // (the 6th's card, a file listed once) are unit tests (tests/comum/arquivos.test.ts) and browser tests
    { type: 'image.choose', imagem: 'logomarca', arquivos: [imagens.grande] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [imagens.pdf] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [] }, // the picker closed without a choice
    { type: 'image.remove', imagem: 'anuncioPadrao', indice: 0 },
    { type: 'image.remove', imagem: 'logomarca', indice: 0 },
    { type: 'agree.toggle' }, { type: 'form.submit' },
    { type: 'upload.progress', enviado: 512, total: 1024 }, // XHR upload.onprogress while saving
    { type: 'xstate.done.actor.saveAd', output: { mensagem: 'Anúncio cadastrado com sucesso!', anuncioId: 1 } },
    { type: 'xstate.error.actor.saveAd', error: recusaDoServidor },
    { type: 'xstate.error.actor.saveAd', error: falhas.expirada },
    { type: 'xstate.error.actor.saveAd', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeAnuncioMachine>[],
  // Faithful to what comes next (the paths replay from each node's first snapshot): which fields the data leaves with a
  // problem (what step.next would show), which problems are shown, the cards by name, and the flags
  key: (s) => [
    s.value, chaves(problemasDoCadastro(s.context.dados, HOJE)), chaves(s.context.problemas),
    nomes(s.context.imagens.logomarca), nomes(s.context.imagens.anuncioPadrao),
    chaves(s.context.problemasImagens), s.context.agreed, s.context.envio !== null, s.context.notice !== null,
  ],
  // states, transitions and their rules are named in the machine; here, the payloads in words, the call and what shows
  textos: {
    eventos: {
      'field.change': (e: { campos: Partial<DadosAnuncio> }) => (e.campos === anuncioValido ? 'preenche todos os campos do cadastro'
        : `muda ${Object.entries(e.campos).map(([k, v]) => `${k} para ${resumir(v)}`).join(' e ')}`),
      'image.choose': (e: { imagem: ImagemAnuncio; arquivos: File[] }) => (e.arquivos.length
        ? `escolhe para ${campoDeImagem[e.imagem]} ${resumir(e.arquivos)}` : `fecha o seletor de ${campoDeImagem[e.imagem]} sem escolher`),
      'image.remove': (e: { imagem: ImagemAnuncio; indice: number }) => `remove o ${e.indice + 1}º arquivo ${doCampo[e.imagem]}`,
      'upload.progress': (e: { enviado: number; total: number }) => `o envio chega a ${Math.round((100 * e.enviado) / e.total)}%`,
    },
    atores: { saveAd: 'o envio do anúncio' },
    fatos: (s) => [
      s.matches('editing') && (chaves(problemasDoCadastro(s.context.dados, HOJE)) ? 'cadastro incompleto' : 'cadastro completo'),
      chaves(s.context.problemas) && `problemas em ${chaves(s.context.problemas)}`,
      s.matches('images') && `logomarca: ${nomes(s.context.imagens.logomarca) || 'nenhuma'}`,
      s.matches('images') && `imagens: ${nomes(s.context.imagens.anuncioPadrao) || 'nenhuma'}`,
      chaves(s.context.problemasImagens) && `problemas em ${chaves(s.context.problemasImagens)}`,
      s.matches('images') && (s.context.agreed ? 'de acordo marcado' : 'de acordo desmarcado'), aviso(s),
    ],
  },
  recusas: [
    {
      estado: 'editing', quando: (s) => chaves(problemasDoCadastro(s.context.dados, HOJE)) !== '', evento: { type: 'step.next' },
      porque: 'PRÓXIMO com o cadastro incompleto: fica no passo 1 e mostra os problemas', regras: ['§4.1b', '§5.1a'],
    },
    {
      estado: 'images', quando: (s) => !s.context.agreed, evento: { type: 'form.submit' },
      porque: 'SALVAR sem as imagens e o de acordo: fica no passo 2 e mostra o que falta', regras: ['§4.1e', '§5.5a'],
    },
    { estado: 'saving', evento: { type: 'form.submit' }, porque: 'um segundo SALVAR enquanto salva (SALVANDO...)', regras: ['§4.1e'] },
    {
      estado: 'images', evento: { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [] },
      porque: 'o seletor fechado sem escolha não muda as imagens',
    },
  ],
} satisfies Modelo;

const campoDeImagem: Record<ImagemAnuncio, string> = { logomarca: 'a logomarca', anuncioPadrao: 'as imagens do anúncio' };
const doCampo: Record<ImagemAnuncio, string> = { logomarca: 'da logomarca', anuncioPadrao: 'das imagens do anúncio' };
