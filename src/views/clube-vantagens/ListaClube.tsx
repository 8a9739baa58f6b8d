import { listasVazias } from '../../domain/clube-vantagens/clube';
import { clubeListaMachine } from '../../machines/clube-vantagens/lista.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';
import type { TipoLista } from '../../services/clube-vantagens/lista.service';
import { ListaPaginada } from '../comum/ListaPaginada';

const listaMachine = clubeListaMachine.provide({
  actions: {
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa),
  },
});

const ROTULO_REMOVER: Record<TipoLista, string> = { anuncios: 'Remover anúncio', banners: 'Remover banner', usuarios: 'Remover usuário' };

/** One paged list of the club panel (the paged-list kit, 5 a page); remounted per tab. */
export function ListaClube({ tipo }: { tipo: TipoLista }) {
  return <ListaPaginada machine={listaMachine} input={{ tipo }} vazio={listasVazias[tipo]} rotuloRemover={ROTULO_REMOVER[tipo]} />;
}
