import { useSelector } from '@xstate/store-react';
import { useEffect, type ReactNode } from 'react';
import { associadoStore, nomeConhecido, type MembroDaCarteira } from '../../services/comum/associado.store';
import { NaoEncontradoView } from './NaoEncontradoView';
import { Sessao } from './Sessao';

/*
 * The member a consultant's screen acts for (issue 27), as its address names it: `…/associado/:codSocio/…`. Two tabs
 * on two members each keep their own after a reload; local storage (associadoSelecionado, §3) keeps only the last
 * choice and the names of the members chosen lately, so the screen names the member without another call. The
 * consultant area uses it; CDL Saúde's consultant variant (`Consultor` + codSocio) takes its codSocio the same way.
 */

/** A member code as the contracts take it (CodSocio: 1–20 digits). */
const CODIGO = /^\d{1,20}$/;

/** The member of the address, with the name the browser knows ('' when none: the header shows the code alone). */
export function useAssociadoDaRota(codSocio: string): MembroDaCarteira {
  const carteira = Sessao.useSelector((s) => s.context.usuario?.carteira.associados);
  const conhecido = useSelector(associadoStore, (s) => nomeConhecido(codSocio, s.context));
  const nomeSocio = conhecido || (carteira?.find((m) => m.codSocio === codSocio)?.nomeSocio ?? '');
  // the address's member becomes the choice (the calls' codSocio, the old addresses' redirect, CDL Saúde's draft key)
  useEffect(() => { associadoStore.trigger.selecionar({ associado: { codSocio, nomeSocio } }); }, [codSocio, nomeSocio]);
  return { codSocio, nomeSocio };
}

/** A route's member: its screen when the code is one, else 'Página não encontrada' (nothing is called). */
export function AssociadoDaRota({ codSocio, children }: { codSocio: string | undefined; children: (associado: MembroDaCarteira) => ReactNode }) {
  if (!codSocio || !CODIGO.test(codSocio)) return <NaoEncontradoView />;
  return <ComAssociado key={codSocio} codSocio={codSocio}>{children}</ComAssociado>;
}

function ComAssociado({ codSocio, children }: { codSocio: string; children: (associado: MembroDaCarteira) => ReactNode }) {
  return <>{children(useAssociadoDaRota(codSocio))}</>;
}

/**
 * Whom the page acts for, under its h1 on every acting-for screen: the name (the screen's own, once the server gave
 * it, else the one the browser knows) and the member code. Shown only once the server let the screen read the member.
 */
export function CabecalhoDoAssociado({ associado, nome }: { associado: MembroDaCarteira; nome?: string | null }) {
  const n = nome || associado.nomeSocio;
  return (
    <p className="associado-atendido">
      {n ? <><span className="visualmente-oculto">Associado: </span><strong>{n}</strong>{' · '}</> : null}
      <span className="codigo-associado">Código do Sócio {associado.codSocio}</span>
    </p>
  );
}
