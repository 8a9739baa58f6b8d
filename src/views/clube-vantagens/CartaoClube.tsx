import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { clubeSituacaoMachine } from '../../machines/clube-vantagens/situacao.machine';
import { rotasClube } from './rotas';

const TITULO = 'Clube de Vantagens';
const DESCRICAO = 'Anúncios, banner em destaque e usuários do clube de descontos.';

/**
 * The club on the products screen: what this user has (Contratado, Disponível), filled in once the
 * status answers; a non-associate sees why it cannot buy it, and no way to the purchase (issue 9).
 */
export function CartaoClube({ naoAssociado }: { naoAssociado: boolean }) {
  const [state] = useMachine(clubeSituacaoMachine, { input: { naoAssociado } });
  const situacao = state.context.situacao;

  if (situacao?.situacao === 'indisponivel') {
    return (
      <div className="cartao produto sem-link">
        <strong>{TITULO}</strong>
        <span>{DESCRICAO}</span>
        <span className="etiqueta neutra">Indisponível</span>
        <span className="motivo">{situacao.motivo}</span>
      </div>
    );
  }

  let etiqueta = <span className="etiqueta carregando-etiqueta">Verificando…</span>;
  let detalhe: string | null = null;
  if (situacao?.situacao === 'contratado') {
    etiqueta = <span className="etiqueta contratado">Contratado</span>;
    if (situacao.status === 'CANCELAMENTO_SOLICITADO') detalhe = 'Cancelamento solicitado.';
    else if (!situacao.termoAssinado) detalhe = 'Falta assinar o termo.';
  } else if (situacao?.situacao === 'disponivel') {
    etiqueta = <span className="etiqueta disponivel">Disponível</span>;
  } else if (state.matches('unknown')) {
    etiqueta = <span className="etiqueta neutra">Situação indisponível agora</span>;
  }
  return (
    <Link className="cartao produto" href={rotasClube.painel.link()}>
      <strong>{TITULO}</strong>
      <span>{DESCRICAO}</span>
      {etiqueta}
      {detalhe && <span className="motivo">{detalhe}</span>}
    </Link>
  );
}
