import { Route, Switch } from 'wouter';
import { textosSituacao, textosVidas as t } from '../../domain/cdl-saude/situacao';
import { AssociadoDaRota } from '../comum/AssociadoDaRota';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto } from '../comum/titulos';
import { EmBreveView } from './EmBreveView';
import { ListaDeVidasView } from './ListaDeVidasView';
import { ProdutoView } from './ProdutoView';
import { rotasSaude, rotasSaudeConsultor, TITULOS_SAUDE } from './rotas';

/**
 * CDL Saúde's screens: one lazy chunk, for the associate (App.tsx's SoDoAssociado) and for a consultant acting for the
 * member of its address (SoDoConsultor): the same views and machines, the member as their input.
 */
export default function CdlSaudeRotas() {
  useTitulosDoProduto(TITULOS_SAUDE);
  const lista = rotasSaude.lista.link();
  return (
    <Switch>
      <Route path={rotasSaude.produto.padrao}><ProdutoView /></Route>
      <Route path={rotasSaude.lista.padrao}><ListaDeVidasView /></Route>
      <Route path={rotasSaude.documentos.padrao}><EmBreveView titulo={t.documentos} voltar={lista} /></Route>
      <Route path={rotasSaude.pagamento.padrao}><EmBreveView titulo={t.pagamento} voltar={lista} /></Route>
      <Route path={rotasSaude.alterarPlano.padrao}><EmBreveView titulo={textosSituacao.alterarPlano} voltar={lista} /></Route>
      <Route path={rotasSaudeConsultor.lista.padrao}>
        {(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <ListaDeVidasView key={a.codSocio} associado={a} />}</AssociadoDaRota>}
      </Route>
      {([['documentos', t.documentos], ['pagamento', t.pagamento], ['alterarPlano', textosSituacao.alterarPlano]] as const).map(([tela, titulo]) => (
        <Route key={tela} path={rotasSaudeConsultor[tela].padrao}>
          {(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <EmBreveView titulo={titulo} voltar={rotasSaudeConsultor.lista.link({ codSocio: a.codSocio })} />}</AssociadoDaRota>}
        </Route>
      ))}
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
