import { useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mensagensAtendimento } from '../../domain/atendimento/atendimento';
import { NOMES_DOS_PRODUTOS, PRODUTOS, type Produto } from '../../domain/comum/produtos';
import { criarFilaMachine, resumoDaFila } from '../../machines/atendimento/fila.machine';
import { ListaPaginada } from '../comum/ListaPaginada';
import { filaDo, rotasAtendimento } from './rotas';
import { SecoesAtendimento } from './Secoes';

/** The product named in the address (?produto=…), if it is one of the portal's. */
const produtoDaBusca = (busca: string): Produto | null => {
  const p = new URLSearchParams(busca).get('produto');
  return p && (PRODUTOS as readonly string[]).includes(p) ? (p as Produto) : null;
};

/** The queue's filter: one product, or all. */
function FiltroProduto({ produto, mudar }: { produto: Produto | null; mudar: (p: Produto | null) => void }) {
  const id = useId();
  return (
    <div className="campo filtro-atendimento">
      <label htmlFor={id}>Produto</label>
      <select id={id} value={produto ?? ''} onChange={(e) => mudar((e.target.value || null) as Produto | null)}>
        <option value="">{mensagensAtendimento.todosOsProdutos}</option>
        {PRODUTOS.map((p) => <option key={p} value={p}>{NOMES_DOS_PRODUTOS[p]}</option>)}
      </select>
    </div>
  );
}

/** The queue (the paged-list kit): open tickets of the product chosen (or all), oldest first, each a link to its page. */
export function FilaView() {
  const busca = useSearch();
  const [, navegar] = useLocation();
  const daBusca = produtoDaBusca(busca);
  const machine = useMemo(() => criarFilaMachine((chamadoId) => rotasAtendimento.chamado.link({ chamadoId })).provide({
    actions: { keepFilter: ({ context }) => navegar(filaDo(context.filtro), { replace: true }) },
  }), [navegar]);
  return (
    <section aria-labelledby="titulo" className="atendimento">
      <h1 id="titulo">{mensagensAtendimento.tituloFila}</h1>
      <SecoesAtendimento atual="fila" />
      <h2 className="visualmente-oculto">Chamados abertos</h2>
      {/* the address changed by itself (the header's link, Back): the queue follows it */}
      <ListaPaginada machine={machine} input={{ produto: daBusca }} filtroAtual={daBusca} vazio={mensagensAtendimento.filaVazia}
        resumo={resumoDaFila} filtro={(produto, mudar) => <FiltroProduto produto={produto} mudar={mudar} />} />
    </section>
  );
}
