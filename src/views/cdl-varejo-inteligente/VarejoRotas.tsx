import { Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto, type TitulosDasRotas } from '../comum/titulos';
import { EscritorioView } from './EscritorioView';
import { EstacaoView } from './EstacaoView';
import { FormularioEventoView } from './FormularioEventoView';
import { MeusEspacosView } from './MeusEspacosView';
import { PagamentoVarejoView } from './PagamentoVarejoView';
import { ProdutosView } from './ProdutosView';
import { rotasVarejo } from './rotas';

const VAREJO = 'Varejo Inteligente';
/** Each page's name in the tab, as its h1 says it. */
const TITULOS: TitulosDasRotas = [
  [rotasVarejo.varejo.padrao, `Meus espaços — ${VAREJO}`],
  [rotasVarejo.produtos.padrao, VAREJO],
  [rotasVarejo.reuniao.padrao, `Reserva de sala — ${VAREJO}`],
  [rotasVarejo.rooftop.padrao, `Reserva do rooftop — ${VAREJO}`],
  [rotasVarejo.agenda.padrao, `Agenda — ${VAREJO}`],
  [rotasVarejo.estacao.padrao, `Estação de trabalho — ${VAREJO}`],
  [rotasVarejo.escritorio.padrao, `Escritório virtual — ${VAREJO}`],
  [rotasVarejo.dadosEstacao.padrao, `Dados da Reserva — ${VAREJO}`],
  [rotasVarejo.termoReuniao.padrao, `Termo de Reserva — ${VAREJO}`],
  [rotasVarejo.termoRooftop.padrao, `Termo de Reserva — ${VAREJO}`],
  [rotasVarejo.termoEstacao.padrao, `Termo de Reserva — ${VAREJO}`],
  [rotasVarejo.termoEscritorio.padrao, `Termo de Reserva — ${VAREJO}`],
  [rotasVarejo.pagamento.padrao, `Pagamento da reserva — ${VAREJO}`],
];

/** Smart retail's screens: one lazy chunk. */
export default function VarejoRotas() {
  useTitulosDoProduto(TITULOS);
  return (
    <Switch>
      <Route path={rotasVarejo.varejo.padrao}><MeusEspacosView /></Route>
      <Route path={rotasVarejo.produtos.padrao}><ProdutosView /></Route>
      {/* one wizard per kind over its step routes, the term its last: the same component on its routes keeps its actor */}
      <Route path={rotasVarejo.reuniao.padrao}><FormularioEventoView tipo="reuniao" /></Route>
      <Route path={rotasVarejo.rooftop.padrao}><FormularioEventoView tipo="rooftop" /></Route>
      <Route path={rotasVarejo.agenda.padrao}><FormularioEventoView tipo={null} /></Route>
      <Route path={rotasVarejo.termoReuniao.padrao}><FormularioEventoView tipo="reuniao" /></Route>
      <Route path={rotasVarejo.termoRooftop.padrao}><FormularioEventoView tipo="rooftop" /></Route>
      <Route path={rotasVarejo.estacao.padrao}><EstacaoView /></Route>
      <Route path={rotasVarejo.dadosEstacao.padrao}><EstacaoView /></Route>
      <Route path={rotasVarejo.termoEstacao.padrao}><EstacaoView /></Route>
      <Route path={rotasVarejo.escritorio.padrao}><EscritorioView /></Route>
      <Route path={rotasVarejo.termoEscritorio.padrao}><EscritorioView /></Route>
      <Route path={rotasVarejo.termo.padrao}><Redirect to={rotasVarejo.produtos.link()} replace /></Route>
      <Route path={rotasVarejo.pagamento.padrao}><PagamentoVarejoView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
