import { problemasDaTabela } from '../../domain/cdl-saude/precos';
import type { Tx } from '../db/database';
import {
  assistenciasSaude, estadosCivisSaude, opcionaisSaude, operadorasSaude, planosSaude, sexosSaude, tiposDependenteSaude,
} from '../db/schema/cdl-saude';

/**
 * The CDL Saúde catalogue (§3 Catalogues). decided (docs/decisions/cdl-saude.md): four operators, UNIMED BH first; two
 * assistances each (with and without obstetrics), each in Enfermaria and Apartamento; prices in centavos per ANS band,
 * built from a base price and one curve that obeys RN 563/2022 (the seed refuses a table that does not).
 */
export const OPERADORAS_SAUDE: (typeof operadorasSaude.$inferInsert)[] = [
  { codoperadora: '001', operadora: 'UNIMED BH' },
  { codoperadora: '002', operadora: 'AMIL' },
  { codoperadora: '003', operadora: 'HAPVIDA NOTREDAME INTERMÉDICA' },
  { codoperadora: '004', operadora: 'SULAMÉRICA SAÚDE' },
];

const COM_OBSTETRICIA = 'Ambulatorial + Hospitalar com obstetrícia';
const SEM_OBSTETRICIA = 'Ambulatorial + Hospitalar sem obstetrícia';

/** Multipliers (hundredths) of the base price per band: p10/p1 = 4.2 ≤ 6; p7/p1 = 2.1 ≥ p10/p7 = 2.0. */
const CURVA = [100, 118, 135, 150, 165, 182, 210, 260, 330, 420] as const;
export const tabelaDe = (base: number) => CURVA.map((m) => Math.round((base * m) / 100));

/** Base price (0–18 band, Enfermaria, with obstetrics) of each operator; without obstetrics is 12% less, Apartamento 35% more. */
const BASES: Record<string, number> = { '001': 21_890, '002': 25_470, '003': 15_990, '004': 29_350 };

export const ASSISTENCIAS_SAUDE: (typeof assistenciasSaude.$inferInsert)[] = OPERADORAS_SAUDE.flatMap(({ codoperadora }, i) => [
  { codassist: `${i + 1}01`, codoperadora, assistencia: COM_OBSTETRICIA },
  { codassist: `${i + 1}02`, codoperadora, assistencia: SEM_OBSTETRICIA },
]);

export const PLANOS_SAUDE: (typeof planosSaude.$inferInsert)[] = ASSISTENCIAS_SAUDE.flatMap(({ codassist, codoperadora, assistencia }) => {
  const base = BASES[codoperadora]! * (assistencia === COM_OBSTETRICIA ? 1 : 0.88);
  return [
    { codplanofx: `${codassist}01`, codassist, acomodacao: 'Enfermaria', precos: tabelaDe(Math.round(base)) },
    { codplanofx: `${codassist}02`, codassist, acomodacao: 'Apartamento', precos: tabelaDe(Math.round(base * 1.35)) },
  ];
});

/** §9: 0002, 0004 and 0020 are offered; 0001 and 0010 exist in the legacy catalogue and are never listed. */
const OPCIONAIS: { codopcional: string; opcional: string; valor: number }[] = [
  { codopcional: '0001', opcional: 'Assistência viagem internacional', valor: 3_900 },
  { codopcional: '0002', opcional: 'Odontológico Essencial', valor: 2_990 },
  { codopcional: '0004', opcional: 'Odontológico Completo', valor: 5_490 },
  { codopcional: '0010', opcional: 'Medicina preventiva', valor: 1_990 },
  { codopcional: '0020', opcional: 'Remoção aeromédica', valor: 1_290 },
];
/** decided: HAPVIDA's assistance without obstetrics (302) has no Odontológico Completo (0004): not every assistance offers every optional. */
export const OPCIONAIS_SAUDE: (typeof opcionaisSaude.$inferInsert)[] = ASSISTENCIAS_SAUDE.flatMap(({ codassist }) =>
  OPCIONAIS.filter((o) => !(codassist === '302' && o.codopcional === '0004')).map((o) => ({ codassist, ...o })));

export const TIPOS_DEPENDENTE_SAUDE: (typeof tiposDependenteSaude.$inferInsert)[] = [
  { codtipodepend: '09', descricao: 'Titular' },
  { codtipodepend: '05', descricao: 'Cônjuge' },
  { codtipodepend: '06', descricao: 'Companheiro(a)' },
  { codtipodepend: '03', descricao: 'Filho(a)' },
  { codtipodepend: '04', descricao: 'Enteado(a)' },
  { codtipodepend: '07', descricao: 'Menor sob guarda ou tutela' },
];

export const ESTADOS_CIVIS_SAUDE: (typeof estadosCivisSaude.$inferInsert)[] = [
  { valor: 'S', descricao: 'Solteiro(a)' },
  { valor: 'C', descricao: 'Casado(a)' },
  { valor: 'D', descricao: 'Divorciado(a)' },
  { valor: 'V', descricao: 'Viúvo(a)' },
  { valor: 'U', descricao: 'União estável' },
  { valor: 'P', descricao: 'Separado(a)' },
];

export const SEXOS_SAUDE: (typeof sexosSaude.$inferInsert)[] = [
  { valor: 'F', descricao: 'Feminino' },
  { valor: 'M', descricao: 'Masculino' },
];

/** Throws, naming the plan and the rule, when a plan's table breaks RN 563/2022 (the seed writes nothing then). */
export function conferirTabelas(planos: readonly { codplanofx: string; precos: readonly number[] }[]): void {
  for (const p of planos) {
    const problemas = problemasDaTabela(p.precos);
    if (problemas.length) throw new Error(`Tabela do plano ${p.codplanofx} recusada: ${problemas.join(' ')}`);
  }
}

/** Writes the catalogue where it is missing (every start, production included; rows already there are kept). */
export async function semearCatalogoSaude(tx: Tx, planos: readonly (typeof planosSaude.$inferInsert)[] = PLANOS_SAUDE): Promise<void> {
  conferirTabelas(planos);
  await tx.insert(operadorasSaude).values(OPERADORAS_SAUDE).onConflictDoNothing();
  await tx.insert(assistenciasSaude).values(ASSISTENCIAS_SAUDE).onConflictDoNothing();
  await tx.insert(planosSaude).values([...planos]).onConflictDoNothing();
  await tx.insert(opcionaisSaude).values(OPCIONAIS_SAUDE).onConflictDoNothing();
  await tx.insert(tiposDependenteSaude).values(TIPOS_DEPENDENTE_SAUDE).onConflictDoNothing();
  await tx.insert(estadosCivisSaude).values(ESTADOS_CIVIS_SAUDE).onConflictDoNothing();
  await tx.insert(sexosSaude).values(SEXOS_SAUDE).onConflictDoNothing();
}
