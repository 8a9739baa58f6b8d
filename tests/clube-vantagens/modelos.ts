/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { clubeAnuncioModelo } from './anuncio.model';
import { clubeBannerModelo } from './banner.model';
import { clubeListaModelo } from './lista.model';
import { clubeRemoverUsuariosModelo } from './remover-usuarios.model';
import { clubeUsuariosModelo, planilhaUsuariosModelo } from './usuarios.model';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from './clube.model';
import { clubeSituacaoModelo } from './situacao.model';
import { clubePagamentoModelo } from './pagamento.model';

export const modelos: Modelo[] = [
  clubePainelModelo, clubeTermoModelo, clubeCancelamentoModelo, clubeAnuncioModelo, clubeListaModelo, clubeBannerModelo, clubeUsuariosModelo, planilhaUsuariosModelo, clubeRemoverUsuariosModelo, clubeSituacaoModelo, clubePagamentoModelo,
];
