import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { aceitarTermoClube, buscarTermoClube } from '../../services/clube-vantagens/clube.service';
import { criarTermoMachine } from '../comum/termo';

/** Club term acceptance (spec §2): the term kit (machines/comum/termo.ts) with the club's calls and texts. */
export const clubeTermoMachine = criarTermoMachine({
  id: 'clubeTermo',
  carregar: () => buscarTermoClube(),
  aceitar: ({ dtVersao }) => aceitarTermoClube(dtVersao),
  mensagens: { falhaDeRede: mensagensClube.falhaDeRede, marqueOAceite: mensagensClube.marqueOAceite, erroAoAceitar: mensagensClube.erroTermo },
});
