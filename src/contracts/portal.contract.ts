import { atendimentoContract } from './comum/atendimento.contract';
import { authContract } from './comum/auth.contract';
import { cdlConsultorContract, conviteContract } from './cdl-consultor.contract';
import { cdlSaudeContract, cdlSaudeDocumentosContract } from './cdl-saude.contract';
import { cdlVarejoInteligenteContract } from './cdl-varejo-inteligente.contract';
import { clubeGestaoContract, clubeVantagensContract } from './clube-vantagens.contract';
import { c } from './comum/esquemas';
import { spcConciliadorContract } from './spc-conciliador.contract';

/** The whole API surface of the portal (spec §7 plus login), one entry per product. */
export const portalContract = c.router({
  auth: authContract,
  clube: clubeVantagensContract,
  clubeGestao: clubeGestaoContract,
  saude: cdlSaudeContract,
  saudeDocumentos: cdlSaudeDocumentosContract,
  consultor: cdlConsultorContract,
  convite: conviteContract,
  conciliador: spcConciliadorContract,
  varejo: cdlVarejoInteligenteContract,
  atendimento: atendimentoContract,
});
