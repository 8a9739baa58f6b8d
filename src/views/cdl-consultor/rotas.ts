import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/** The consultant area's routes (spec §2 "Consultant area", its named routes), each a path pattern and a link builder. */
export const rotasConsultor = {
  inicio: rota('/produto/cdl-consultor'),
  /** gerenciarAssociados. */
  gerenciarAssociados: rota('/produto/cdl-consultor/minha-carteira'),
  filiacao: rota('/produto/cdl-consultor/filiacao'),
  /** decided: the carteira row's id names whom to register (before registration there is no codSocio). */
  cadastrarAssociado: rota('/produto/cdl-consultor/cadastrar-associado/:membroId'),
  // decided (issue 27): a screen that acts for a member names it in its address, so a reload (or a second tab) keeps it
  consultorArquivos: rota('/produto/cdl-consultor/associado/:codSocio/arquivos'),
  painelAssociado: rota('/produto/cdl-consultor/associado/:codSocio'),
  editar: rota('/produto/cdl-consultor/associado/:codSocio/editar'),
  chamados: rota('/produto/cdl-consultor/associado/:codSocio/chamados'),
  /** §2 'CDL Saúde Gerenciar Vidas': the member's lives, served by App.tsx with CDL Saúde's chunk (views/cdl-saude/rotas.ts). */
  cdlSaude: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude'),
} as const;

/** The screens of one member before issue 27 (no member in the address): they lead to the last member chosen, or the carteira. */
export const ROTAS_ANTIGAS_CONSULTOR = {
  consultorArquivos: '/produto/cdl-consultor/arquivos',
  painelAssociado: '/produto/cdl-consultor/painel-associado',
  editar: '/produto/cdl-consultor/editar-associado',
  chamados: '/produto/cdl-consultor/chamados',
  /** §2's /produto/cdl-consultor/cdl-saude. */
  cdlSaude: '/produto/cdl-consultor/cdl-saude',
} as const;

/** The history entry's key for the e-mail Nova filiação just invited: the carteira highlights its row (issue 27). */
export const ESTADO_NOVO_CONVITE = 'novoConvite';

const CONSULTOR = 'Consultor';
/** Each page's name in the tab, as its h1 says it (useTitulosDoProduto); the panel's h1 is the member's name. */
export const TITULOS_CONSULTOR: TitulosDasRotas = [
  [rotasConsultor.inicio.padrao, `Lista de Associados — ${CONSULTOR}`],
  [rotasConsultor.gerenciarAssociados.padrao, `Lista de Associados — ${CONSULTOR}`],
  [rotasConsultor.filiacao.padrao, `Nova filiação — ${CONSULTOR}`],
  [rotasConsultor.cadastrarAssociado.padrao, `Cadastrar associado — ${CONSULTOR}`],
  [rotasConsultor.consultorArquivos.padrao, `Documentos do associado — ${CONSULTOR}`],
  [rotasConsultor.painelAssociado.padrao, `Painel do Associado — ${CONSULTOR}`],
  [rotasConsultor.editar.padrao, `Editar associado — ${CONSULTOR}`],
  [rotasConsultor.chamados.padrao, `Chamados — ${CONSULTOR}`],
  // the old addresses redirect at once; named as the screen they lead to meanwhile
  [ROTAS_ANTIGAS_CONSULTOR.consultorArquivos, `Documentos do associado — ${CONSULTOR}`],
  [ROTAS_ANTIGAS_CONSULTOR.painelAssociado, `Painel do Associado — ${CONSULTOR}`],
  [ROTAS_ANTIGAS_CONSULTOR.editar, `Editar associado — ${CONSULTOR}`],
  [ROTAS_ANTIGAS_CONSULTOR.chamados, `Chamados — ${CONSULTOR}`],
  [ROTAS_ANTIGAS_CONSULTOR.cdlSaude, 'Lista de Vidas — CDL Saúde'],
];
