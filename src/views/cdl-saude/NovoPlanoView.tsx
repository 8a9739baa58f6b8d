import type { ReactNode } from 'react';
import { formatBRL } from '../../domain/comum/dinheiro';
import { linhaDoPlano, mensalidadeDaPessoa, totalMensal } from '../../domain/cdl-saude/cadastro';
import type { CadastroContext, CadastroEvento } from '../../machines/cdl-saude/cadastro.machine';
import { mensagensRascunho } from '../../services/comum/rascunho';

/** §2 Novo Plano: the people (edit, remove), INCLUIR TITULAR / INCLUIR DEPENDENTE, the total 'por mês', voltar and próximo. */
export function NovoPlanoView({ context, carregando, send, recuperado, paraQuem }: {
  context: CadastroContext; carregando: boolean; send: (e: CadastroEvento) => void; recuperado: boolean; paraQuem: ReactNode;
}) {
  const { pessoas } = context;
  return (
    <section aria-labelledby="titulo" className="saude-novo-plano">
      <h1 id="titulo">Novo Plano</h1>
      {paraQuem}
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      {context.notice && <p className="alerta" role="alert">{context.notice}</p>}
      <ul className="lista-pessoas">
        {pessoas.map((p, i) => (
          <li key={i} className="cartao">
            <p><strong>{p.nome}</strong> — {i === 0 ? 'Titular' : 'Dependente'}</p>
            <p className="detalhe">{linhaDoPlano(p.plano)}: {formatBRL(mensalidadeDaPessoa(p))} por mês</p>
            {p.descOpcionais.length > 0 && <p className="detalhe">Opcionais: {p.descOpcionais.map((o) => o.opcional.label).join(', ')}</p>}
            <div className="acoes">
              <button type="button" className="botao secundario" onClick={() => send({ type: 'person.edit', indice: i })}>
                Editar<span className="visualmente-oculto"> {p.nome}</span>
              </button>
              <button type="button" className="botao secundario" disabled={i === 0 && pessoas.length > 1} onClick={() => send({ type: 'person.remove', indice: i })}>
                Remover<span className="visualmente-oculto"> {p.nome}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="total"><strong>{formatBRL(totalMensal(pessoas))}</strong> por mês</p>
      <div className="acoes">
        <button type="button" className="botao secundario" onClick={() => send({ type: 'person.add' })}>
          {pessoas.length === 0 ? 'INCLUIR TITULAR' : 'INCLUIR DEPENDENTE'}
        </button>
      </div>
      <div className="acoes">
        <button type="button" className="botao" disabled={carregando || pessoas.length === 0} onClick={() => send({ type: 'next' })}>
          {carregando ? 'Aguarde' : 'próximo'}
        </button>
        <button type="button" className="botao secundario" onClick={() => send({ type: 'back' })}>voltar</button>
      </div>
    </section>
  );
}
