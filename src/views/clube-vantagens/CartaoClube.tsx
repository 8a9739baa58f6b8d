import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { resumoDaSituacao } from '../../domain/clube-vantagens/situacao';
import { clubeSituacaoMachine } from '../../machines/clube-vantagens/situacao.machine';
import { rotasClube } from './rotas';

/**
 * The club on the products screen: what this user has (Contratado, Disponível), filled in once the status
 * answers; it leads to the panel, which offers the purchase the way this user pays (issue 11: associates on the
 * monthly slip, non-associates by credit card).
 */
export function CartaoClube() {
  const [state] = useMachine(clubeSituacaoMachine);
  const situacao = state.context.situacao;
  const resumo = situacao && resumoDaSituacao(situacao);
  return (
    <Link className="cartao produto" href={rotasClube.painel.link()}>
      <strong>Clube de Vantagens</strong>
      <span>Anúncios, banner em destaque e usuários do clube de descontos.</span>
      {resumo
        ? <span className={`etiqueta ${resumo.etiqueta === 'Contratado' ? 'contratado' : 'disponivel'}`}>{resumo.etiqueta}</span>
        : state.matches('unknown')
          ? <span className="etiqueta neutra">Situação indisponível agora</span>
          : <span className="etiqueta carregando-etiqueta">Verificando…</span>}
      {resumo?.detalhe && <span className="motivo">{resumo.detalhe}</span>}
    </Link>
  );
}
