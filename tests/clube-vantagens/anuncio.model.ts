import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/contracts/comum/esquemas';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-vantagens/gestao';
import { problemasDoCadastro, type DadosAnuncio } from '../../src/domain/clube-vantagens/anuncio';
import { dataSaoPaulo } from '../../src/domain/comum/datas';
import { clubeAnuncioMachine } from '../../src/machines/clube-vantagens/anuncio.machine';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
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

const cadastroValido = (dados: DadosAnuncio) => Object.keys(problemasDoCadastro(dados, dataSaoPaulo(new Date()))).length === 0;

export const clubeAnuncioModelo = {
  nome: 'clube-anuncio',
  machine: clubeAnuncioMachine,
  events: [
    { type: 'field.change', campos: anuncioValido },
    // invalid payloads: a §5 required field blanked, a period that began in 2000, Outros without its text
    { type: 'field.change', campos: { titulo: '  ' } },
    { type: 'field.change', campos: { dtInicio: '2000-01-01' } },
    { type: 'field.change', campos: { enquadramento: ['Outros'], enquadramentoOutros: '' } },
    { type: 'step.next' }, { type: 'step.back' },
    { type: 'image.choose', imagem: 'logomarca', arquivos: [imagens.logo] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [imagens.anuncio] },
    // several at once, one of them already in the list; then more than 5 in all
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [imagens.anuncio, imagens.fachada] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: seisFotos },
    { type: 'image.choose', imagem: 'logomarca', arquivos: [imagens.grande] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [imagens.pdf] },
    { type: 'image.choose', imagem: 'anuncioPadrao', arquivos: [] }, // the picker closed without a choice
    { type: 'image.remove', imagem: 'anuncioPadrao', indice: 0 },
    { type: 'image.remove', imagem: 'logomarca', indice: 0 },
    { type: 'agree.toggle' }, { type: 'form.submit' },
    { type: 'xstate.done.actor.saveAd', output: { mensagem: 'Anúncio cadastrado com sucesso!', anuncioId: 1 } },
    { type: 'xstate.error.actor.saveAd', error: recusaDoServidor },
    { type: 'xstate.error.actor.saveAd', error: falhas.expirada },
    { type: 'xstate.error.actor.saveAd', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeAnuncioMachine>[],
  // File objects stay out of the key: whether the logo is there; no ad image, some, or as many as allowed
  key: (s) => [
    s.value, cadastroValido(s.context.dados), Object.keys(s.context.problemas).length > 0,
    s.context.imagens.logomarca.length, Math.min(s.context.imagens.anuncioPadrao.length, 1) + Number(s.context.imagens.anuncioPadrao.length === MAXIMO_IMAGENS_ANUNCIO),
    Object.keys(s.context.problemasImagens).length > 0, s.context.agreed, s.context.notice !== null,
  ],
} satisfies Modelo;
