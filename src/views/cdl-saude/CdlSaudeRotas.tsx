import { Route, Switch } from 'wouter';
import { textosSituacao, textosVidas as t } from '../../domain/cdl-saude/situacao';
import { AssociadoDaRota } from '../comum/AssociadoDaRota';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto } from '../comum/titulos';
import { Assistente } from './Assistente';
import { EmBreveView } from './EmBreveView';
import { EnviadoView } from './EnviadoView';
import { ListaDeVidasView } from './ListaDeVidasView';
import { ProdutoView } from './ProdutoView';
import { rotasSaude, rotasSaudeConsultor, TITULOS_SAUDE } from './rotas';

/** The enrollment wizard's steps: one component on all of them, so the routes share one actor (the wizard kit). */
const PASSOS = ['cadastro', 'planos', 'finalizarCadastro', 'resumo'] as const;
const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * One route for all the steps (a RegExp: the list's pattern, `:codSocio` a named group, then the step's segment): a
 * Route per step is another element (its key) at each step, so Switch remounted the wizard and restored it from the
 * draft at every step change (the browser walk found INCLUIR DEPENDENTE bouncing back to Novo Plano).
 */
function umaRota(rotas: typeof rotasSaude | typeof rotasSaudeConsultor): RegExp {
  const base = rotas.lista.padrao;
  const passos = PASSOS.map((passo) => rotas[passo].padrao.slice(base.length + 1));
  const prefixo = escapar(base).replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${prefixo}/(?:${passos.map(escapar).join('|')})/?$`);
}

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
      <Route path={umaRota(rotasSaude)}><Assistente /></Route>
      <Route path={rotasSaude.enviado.padrao}><EnviadoView lista={lista} /></Route>
      <Route path={rotasSaude.documentos.padrao}><EmBreveView titulo={t.documentos} voltar={lista} /></Route>
      <Route path={rotasSaude.pagamento.padrao}><EmBreveView titulo={t.pagamento} voltar={lista} /></Route>
      <Route path={rotasSaude.alterarPlano.padrao}><EmBreveView titulo={textosSituacao.alterarPlano} voltar={lista} /></Route>
      <Route path={rotasSaudeConsultor.lista.padrao}>
        {(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <ListaDeVidasView key={a.codSocio} associado={a} />}</AssociadoDaRota>}
      </Route>
      <Route path={umaRota(rotasSaudeConsultor)}>
        {(p: { codSocio?: string }) => (
          <AssociadoDaRota codSocio={p.codSocio ?? ''}>{(a) => <Assistente key={a.codSocio} codSocio={a.codSocio} nomeSocio={a.nomeSocio} />}</AssociadoDaRota>
        )}
      </Route>
      <Route path={rotasSaudeConsultor.enviado.padrao}>
        {(p) => <EnviadoView lista={rotasSaudeConsultor.lista.link({ codSocio: p.codSocio })} />}
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
