/** The consultant area on the server (src/server/produtos.ts lists it): the carteira, and the invited company's public page. */
import { cdlConsultorContract, conviteContract } from '../../contracts/cdl-consultor.contract';
import type { ModuloDoServidor } from '../comum/modulo';
import * as tabelas from '../db/schema/cdl-consultor';
import {
  aplicarAtualizacaoConsultor, documentosDaDocumentacaoConsultor, pedidoDaAtualizacaoConsultor, pedidoDaDocumentacaoConsultor,
  revisarDocumentacaoConsultor,
} from './atendimento';
import { cdlConsultorRouter, previasDoConsultor } from './consultor.router';
import { conviteRouter } from './convite.router';
import { semearCarteiras } from './semente';

const EMAIL = { consultor: 'consultor@exemplo.com.br', consultor2: 'consultor2@exemplo.com.br', atendente: 'atendente@exemplo.com.br' } as const;

export const cdlConsultor: ModuloDoServidor = {
  produto: 'cdl-consultor',
  contratos: { consultor: cdlConsultorContract },
  routers: (deps) => ({ consultor: cdlConsultorRouter(deps) }),
  // the invited company's page (issue 21), without a session
  publicas: { contrato: conviteContract, router: conviteRouter },
  // a carteira's row
  recursos: ['membroId'],
  previas: previasDoConsultor,
  tabelas,
  semente: {
    demo: (tx, { usuarios, senhaHash, agora }) => semearCarteiras(tx, {
      consultor: usuarios[EMAIL.consultor]!, consultor2: usuarios[EMAIL.consultor2]!, atendente: usuarios[EMAIL.atendente]!, senhaHash, agora,
    }),
  },
  atendimento: {
    leitores: { documentacao: pedidoDaDocumentacaoConsultor, atualizacao: pedidoDaAtualizacaoConsultor },
    documentacao: { ler: documentosDaDocumentacaoConsultor, revisar: revisarDocumentacaoConsultor },
    atualizacao: aplicarAtualizacaoConsultor,
  },
};
