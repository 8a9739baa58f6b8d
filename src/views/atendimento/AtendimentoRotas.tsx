import { useEffect } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { Sessao } from '../comum/Sessao';
import { tituloDaPagina, useTitulosDoProduto } from '../comum/titulos';
import { BoletosView } from './BoletosView';
import { ChamadoView } from './ChamadoView';
import { FilaView } from './FilaView';
import { rotasAtendimento, TITULOS_ATENDIMENTO } from './rotas';
import './atendimento.css';

/**
 * The staff console (/atendimento, DESIGN.md "Staff"): one lazy chunk, the shell other products add their ticket
 * kinds to (a reader of their request on the server, an entry in ACOES_DOS_TIPOS). Only staff have it: anyone else
 * who types the address gets the portal's 'Página não encontrada', as for any address that does not exist
 * (the server refuses them every call besides: 403).
 */
export default function AtendimentoRotas() {
  const perfil = Sessao.useSelector((s) => s.context.usuario?.perfil);
  useTitulosDoProduto(perfil === 'atendente' ? TITULOS_ATENDIMENTO : []);
  if (perfil !== 'atendente') return <NaoEncontradoView />;
  return (
    <Switch>
      <Route path={rotasAtendimento.fila.padrao}><FilaView /></Route>
      <Route path={rotasAtendimento.chamado.padrao}><ChamadoPelaRota /></Route>
      <Route path={rotasAtendimento.boletos.padrao}><BoletosView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}

/** An address of a ticket that cannot exist: the page says so, in the tab too. */
function NaoEncontrado() {
  useEffect(() => { document.title = tituloDaPagina('Página não encontrada'); });
  return <NaoEncontradoView />;
}

/** A ticket id is digits of an int4; anything else is no ticket of ours. */
function ChamadoPelaRota() {
  const { chamadoId = '' } = useParams<{ chamadoId: string }>();
  const id = /^\d{1,10}$/.test(chamadoId) ? Number(chamadoId) : NaN;
  if (!(id >= 1 && id <= 2_147_483_647)) return <NaoEncontrado />;
  // a new id is a new page: its own machine
  return <ChamadoView key={id} chamadoId={id} />;
}
