import type { SubmissaoVida } from '../../src/contracts/cdl-saude.contract';
import { PLANOS_SAUDE } from '../../src/server/cdl-saude/catalogo';

// What the CDL Saúde API tests share: the clock, a life's body, the catalogue's prices.

/** Thursday 2026-11-19, 12:00 in São Paulo: the earliest validity date is 2026-11-27. */
export const INICIO = '2026-11-19T15:00:00Z';
export const HOJE = '2026-11-19';
export const VIGENCIA = '2026-11-27';

/** UNIMED BH, with obstetrics, Enfermaria. */
export const PLANO = '10101';

/** A holder's life (type 09) with CPF `cpf`; `extra` overrides any field. */
export const titular = (cpf: string, extra: Partial<SubmissaoVida> = {}): SubmissaoVida => ({
  cpF_TITULAR: cpf, cpF_DEPENDENTE: '', nome: 'Nguyễn Thị Lan', datanascimento: '1980-05-10', email: 'lan@exemplo.com.br',
  ddd: '31', telefone: '988887777', titularidade: '09', sexo: 'F', estadoCivil: 'C', mae: 'Łucja Kowalska',
  rua: 'Rua da Bahia', numero: '1000', bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', cep: '30160011',
  datavigencia: VIGENCIA, codplanofx: PLANO, listaOpcional: [{ codopcional: '0002' }],
  ...extra,
});

/** A dependent of holder `cpfTitular`: a child (type 03) unless `extra` says otherwise. */
export const dependente = (cpfTitular: string, cpf: string, extra: Partial<SubmissaoVida> = {}): SubmissaoVida =>
  titular(cpfTitular, { cpF_DEPENDENTE: cpf, nome: '李 Wei 🌻', datanascimento: '2015-11-30', titularidade: '03', estadoCivil: 'S', listaOpcional: [], ...extra });

/** A spouse (type 05, married, wedding in 2010). */
export const conjuge = (cpfTitular: string, cpf: string, extra: Partial<SubmissaoVida> = {}): SubmissaoVida =>
  dependente(cpfTitular, cpf, { nome: 'Łukasz Kowalski', datanascimento: '1978-02-01', titularidade: '05', estadoCivil: 'C', datacasamento: '2010-02-01', sexo: 'M', ...extra });

/** The catalogue's price of plan `codplanofx` in band `faixa` (0–9). */
export const precoDe = (codplanofx: string, faixa: number) => PLANOS_SAUDE.find((p) => p.codplanofx === codplanofx)!.precos[faixa]!;
