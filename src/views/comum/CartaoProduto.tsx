import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import type { ResumoDoCartao } from '../../domain/comum/produtos';
import type { criarSituacaoMachine } from '../../machines/comum/situacao';

const CLASSE: Record<ResumoDoCartao['etiqueta'], string> = { Contratado: 'contratado', 'Disponível': 'disponivel', 'Em andamento': 'neutra' };

/**
 * A product on the products screen: its name and what it is, and what this user has of it (Contratado, Em andamento,
 * Disponível), filled in once the product's situation answers (issue 27: every product the associate has, not the
 * club alone). It always leads to the product.
 */
export function CartaoProduto<S>({ href, titulo, descricao, machine, resumo }: {
  href: string; titulo: string; descricao: string;
  machine: ReturnType<typeof criarSituacaoMachine<S>>;
  resumo: (situacao: S) => ResumoDoCartao;
}) {
  const [state] = useMachine(machine);
  const situacao = state.context.situacao;
  const r = situacao === null ? null : resumo(situacao);
  return (
    <Link className="cartao produto" href={href}>
      <strong>{titulo}</strong>
      <span>{descricao}</span>
      {r
        ? <span className={`etiqueta ${CLASSE[r.etiqueta]}`}>{r.etiqueta}</span>
        : state.matches('unknown')
          ? <span className="etiqueta neutra">Situação indisponível agora</span>
          : <span className="etiqueta carregando-etiqueta">Verificando…</span>}
      {r?.detalhe && <span className="motivo">{r.detalhe}</span>}
    </Link>
  );
}
