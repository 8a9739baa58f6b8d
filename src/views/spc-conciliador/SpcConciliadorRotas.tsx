import { Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { ApresentacaoView } from './ApresentacaoView';
import { Assistente } from './Assistente';
import { PagamentoView } from './PagamentoView';
import { PainelView } from './PainelView';
import { useTitulosDoProduto } from '../comum/titulos';
import { rotasConciliador, TITULOS_CONCILIADOR } from './rotas';

/** The reconciliation product's screens: one lazy chunk. Plans, summary and term are one wizard (Assistente). */
export default function SpcConciliadorRotas() {
  useTitulosDoProduto(TITULOS_CONCILIADOR);
  return (
    <Switch>
      <Route path={rotasConciliador.apresentacao.padrao}><ApresentacaoView /></Route>
      <Route path={rotasConciliador.planos.padrao}><Assistente /></Route>
      <Route path={rotasConciliador.resumo.padrao}><Assistente /></Route>
      <Route path={rotasConciliador.resumoCurto.padrao}><Redirect to={rotasConciliador.resumo.link()} replace /></Route>
      <Route path={rotasConciliador.termo.padrao}><Assistente /></Route>
      <Route path={rotasConciliador.painel.padrao}><PainelView /></Route>
      <Route path={rotasConciliador.painelCurto.padrao}><Redirect to={rotasConciliador.painel.link()} replace /></Route>
      <Route path={rotasConciliador.pagamento.padrao}><PagamentoView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
