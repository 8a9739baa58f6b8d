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
  consultorArquivos: rota('/produto/cdl-consultor/arquivos'),
  painelAssociado: rota('/produto/cdl-consultor/painel-associado'),
  editar: rota('/produto/cdl-consultor/editar-associado'),
  chamados: rota('/produto/cdl-consultor/chamados'),
} as const;

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
];
