import type { VidaSaude } from '../../src/contracts/cdl-saude.contract';

/** A holder life as ConsultarSamVidaArta lists it (§3), PREVIDA before any document by default. */
export const vida = (v: Partial<VidaSaude> = {}): VidaSaude => ({
  cpF_TITULAR: '52998224725', cpF_DEPENDENTE: '', nome: 'Nguyễn Văn An', status: 'PREVIDA',
  statuschamado: null, comentariochamado: null, codchamado: null, linkdrive: null, boletO_URL: null, statuS_PAGARME: null,
  operadora: 'UNIMED BH', assistencia: 'Hospitalar com obstetrícia', acomodacao: 'Apartamento', dependentes: [], listaDocsObrigatorios: [], ...v,
});

/** A dependent row of a holder (§3 `dependentes`). */
export const dependente = (nome: string, cpf: string) => ({ cpF_TITULAR: '52998224725', cpF_DEPENDENTE: cpf, nome, listaDocsObrigatorios: [] });
