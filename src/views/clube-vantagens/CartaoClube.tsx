import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { resumoDaSituacao } from '../../domain/clube-vantagens/situacao';
import { clubeSituacaoMachine } from '../../machines/clube-vantagens/situacao.machine';
import { rotasClube } from './rotas';

const TITULO = 'Clube de Vantagens';
const DESCRICAO = 'Anúncios, banner em destaque e usuários do clube de descontos.';
const CLASSE_DA_ETIQUETA = { Contratado: 'contratado', Disponível: 'disponivel', Indisponível: 'neutra' } as const;

/**
 * The club on the products screen: what this user has (Contratado, Disponível), filled in once the
 * status answers; a non-associate sees why it cannot buy it, and no way to the purchase (issue 9).
 */
export function CartaoClube({ naoAssociado }: { naoAssociado: boolean }) {
  const [state] = useMachine(clubeSituacaoMachine, { input: { naoAssociado } });
  const situacao = state.context.situacao;

  const resumo = situacao && resumoDaSituacao(situacao);

  if (situacao?.situacao === 'indisponivel') {
    return (
      <div className="cartao produto sem-link">
        <strong>{TITULO}</strong>
        <span>{DESCRICAO}</span>
        <span className="etiqueta neutra">{resumo!.etiqueta}</span>
        <span className="motivo">{resumo!.detalhe}</span>
      </div>
    );
  }

  const etiqueta = resumo
    ? <span className={`etiqueta ${CLASSE_DA_ETIQUETA[resumo.etiqueta]}`}>{resumo.etiqueta}</span>
    : state.matches('unknown')
      ? <span className="etiqueta neutra">Situação indisponível agora</span>
      : <span className="etiqueta carregando-etiqueta">Verificando…</span>;
  const detalhe = resumo?.detalhe ?? null;
  return (
    <Link className="cartao produto" href={rotasClube.painel.link()}>
      <strong>{TITULO}</strong>
      <span>{DESCRICAO}</span>
      {etiqueta}
      {detalhe && <span className="motivo">{detalhe}</span>}
    </Link>
  );
}
