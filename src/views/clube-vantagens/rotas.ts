import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/** The club's routes (spec §2), each a path pattern and a link builder. */
export const rotasClube = {
  painel: rota('/produto/clube-vantagens/painel'),
  termo: rota('/produto/clube-vantagens/termo'),
  cancelamento: rota('/produto/clube-vantagens/cancelamento'),
  /** issue 11: a naoAssociado buys the club by credit card here (associates buy on the slip, in the panel). */
  pagamento: rota('/produto/clube-vantagens/pagamento'),
  /** §2 'formulario/{tipoProduto}': anuncio, usuarios, banner, or clube (which is the term). */
  formulario: rota('/produto/clube-vantagens/formulario/:tipoProduto'),
  removerUsuarios: rota('/produto/clube-vantagens/remover-usuarios'),
  envioImagens: rota('/produto/clube-vantagens/envio-imagens'),
} as const;

/** The forms of §2 `formulario/{tipoProduto}`. */
export type TipoFormulario = 'anuncio' | 'usuarios' | 'banner' | 'clube';
export const formularioClube = (tipoProduto: TipoFormulario) => rotasClube.formulario.link({ tipoProduto });

const CLUBE = 'Clube de Vantagens';
/** Each page's name in the tab, as its h1 says it (useTitulosDoProduto). */
export const TITULOS_CLUBE: TitulosDasRotas = [
  [rotasClube.painel.padrao, CLUBE],
  [rotasClube.termo.padrao, `Termo do ${CLUBE}`],
  [formularioClube('clube'), `Termo do ${CLUBE}`],
  [rotasClube.cancelamento.padrao, `Cancelar ${CLUBE}`],
  [rotasClube.pagamento.padrao, `Pagamento — ${CLUBE}`],
  [formularioClube('anuncio'), `Cadastrar anúncio — ${CLUBE}`],
  [formularioClube('banner'), `Cadastrar banner — ${CLUBE}`],
  [formularioClube('usuarios'), `Cadastrar usuários — ${CLUBE}`],
  [rotasClube.removerUsuarios.padrao, `Remover usuários — ${CLUBE}`],
];
