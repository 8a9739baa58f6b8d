import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AssistenciaSaude, Opcional, Operadora, PlanoSaude, SubmissaoVida, TipoDependente, ValorDescricao, VidaSaude } from '../../contracts/cdl-saude.contract';
import { OPCIONAIS_OFERECIDOS, StatusVida } from '../../contracts/cdl-saude.contract';
import { TIPO_TITULAR } from '../../domain/cdl-saude/cadastro';
import { documentosObrigatorios } from '../../domain/cdl-saude/documentos';
import {
  MAXIMO_CADASTROS_EM_ANDAMENTO, MAXIMO_PESSOAS_FAMILIA, mensagensSaude, precoNaFaixa, vigenciaMinima,
} from '../../domain/cdl-saude/precos';
import { somarDias } from '../../domain/comum/datas';
import type { Db, Tx } from '../db/database';
import { pagina } from '../db/paginacao';
import { associados } from '../db/schema/comum';
import {
  assistenciasSaude, estadosCivisSaude, opcionaisSaude, operadorasSaude, planosSaude, sexosSaude, tiposDependenteSaude, vidasSaude,
} from '../db/schema/cdl-saude';

// §3 Catalogues, as §7 lists them.

export const operadoras = (db: Db): Promise<Operadora[]> =>
  db.select({ codoperadora: operadorasSaude.codoperadora, operadora: operadorasSaude.operadora }).from(operadorasSaude).orderBy(asc(operadorasSaude.codoperadora));

export const assistenciasDe = (db: Db, codoperadora: string): Promise<AssistenciaSaude[]> =>
  db.select({ codassist: assistenciasSaude.codassist, assistencia: assistenciasSaude.assistencia }).from(assistenciasSaude)
    .where(eq(assistenciasSaude.codoperadora, codoperadora)).orderBy(asc(assistenciasSaude.codassist));

/** ListarPlanoSaude's statement: the plans of one assistance of one operator (the bench runs it through `pg` beside the route). */
export const consultaDosPlanos = (db: Db, codOperadora: string, codAssistencia: string) =>
  db.select({ codplanofx: planosSaude.codplanofx, acomodacao: planosSaude.acomodacao, precos: planosSaude.precos }).from(planosSaude)
    .innerJoin(assistenciasSaude, eq(assistenciasSaude.codassist, planosSaude.codassist))
    .where(and(eq(planosSaude.codassist, codAssistencia), eq(assistenciasSaude.codoperadora, codOperadora)))
    .orderBy(asc(planosSaude.codplanofx));

/** The plans of one assistance of one operator, each priced at the band of someone born `nascimento` on `em`. */
export async function planosDe(db: Db, codOperadora: string, codAssistencia: string, nascimento: string, em: string): Promise<PlanoSaude[]> {
  const linhas = await consultaDosPlanos(db, codOperadora, codAssistencia);
  return linhas.map((p) => ({ codplanofx: p.codplanofx, tipoassistencia: p.acomodacao, valor: precoNaFaixa(p.precos, nascimento, em) }));
}

/** One plan with its operator and assistance (null when there is none). */
export async function plano(db: Db | Tx, codplanofx: string) {
  const [p] = await db.select({
    codplanofx: planosSaude.codplanofx, codassist: planosSaude.codassist, acomodacao: planosSaude.acomodacao, precos: planosSaude.precos,
  }).from(planosSaude).where(eq(planosSaude.codplanofx, codplanofx));
  return p ?? null;
}

/** §5/§9: the optionals offered (0002, 0004, 0020) of one assistance. */
export const opcionaisDe = (db: Db | Tx, codassist: string): Promise<Opcional[]> =>
  db.select({ codopcional: opcionaisSaude.codopcional, opcional: opcionaisSaude.opcional, valor: opcionaisSaude.valor }).from(opcionaisSaude)
    .where(and(eq(opcionaisSaude.codassist, codassist), inArray(opcionaisSaude.codopcional, [...OPCIONAIS_OFERECIDOS])))
    .orderBy(asc(opcionaisSaude.codopcional));

export const estadosCivis = (db: Db | Tx): Promise<ValorDescricao[]> => db.select().from(estadosCivisSaude).orderBy(asc(estadosCivisSaude.descricao));
export const sexos = (db: Db | Tx): Promise<ValorDescricao[]> => db.select().from(sexosSaude).orderBy(asc(sexosSaude.descricao));
export const tiposDependente = (db: Db | Tx): Promise<TipoDependente[]> =>
  db.select({ codtipodepend: tiposDependenteSaude.codtipodepend, tipO_DEPENDENCIA: tiposDependenteSaude.descricao }).from(tiposDependenteSaude)
    .orderBy(asc(tiposDependenteSaude.codtipodepend));

// §3 Health life record: the families of an associate.

export interface ConsultaFamilias { secao?: 'andamento' | 'ativas' | undefined; linhas: number; pagina: number; cpfTitular?: string | undefined }

/**
 * ConsultarSamVidaArta's statements (the bench runs them through `pg` beside the route): how many families, the page of
 * holders (newest first, `linhas` a page, with plan, assistance and operator), and, given the page's holder CPFs, their
 * dependents. The section 'andamento' is the families whose holder is PREVIDA, 'ativas' the others (decided: a family's
 * row is its holder's life).
 */
export function consultasDasFamilias(db: Db, codSocio: string, q: ConsultaFamilias) {
  const titulares = and(
    eq(vidasSaude.codSocio, codSocio), eq(vidasSaude.cpfDependente, ''), isNull(vidasSaude.encerradaEm),
    q.secao === 'andamento' ? eq(vidasSaude.status, 'PREVIDA') : q.secao === 'ativas' ? ne(vidasSaude.status, 'PREVIDA') : undefined,
    q.cpfTitular ? eq(vidasSaude.cpfTitular, q.cpfTitular) : undefined,
  );
  const { limit, offset } = pagina(q.linhas, q.pagina);
  return {
    total: db.select({ n: count() }).from(vidasSaude).where(titulares),
    titulares: db.select({
      id: vidasSaude.id, cpfTitular: vidasSaude.cpfTitular, nome: vidasSaude.nome, status: vidasSaude.status, titularidade: vidasSaude.titularidade,
      statusChamado: vidasSaude.statusChamado, comentarioChamado: vidasSaude.comentarioChamado, codChamado: vidasSaude.codChamado,
      linkDrive: vidasSaude.linkDrive, boletoUrl: vidasSaude.boletoUrl, statusPagarme: vidasSaude.statusPagarme,
      operadora: operadorasSaude.operadora, assistencia: assistenciasSaude.assistencia, acomodacao: planosSaude.acomodacao,
    }).from(vidasSaude)
      .innerJoin(planosSaude, eq(planosSaude.codplanofx, vidasSaude.codplanofx))
      .innerJoin(assistenciasSaude, eq(assistenciasSaude.codassist, planosSaude.codassist))
      .innerJoin(operadorasSaude, eq(operadorasSaude.codoperadora, assistenciasSaude.codoperadora))
      .where(titulares).orderBy(desc(vidasSaude.id)).limit(limit).offset(offset),
    dependentes: (cpfs: string[]) =>
      db.select({ cpfTitular: vidasSaude.cpfTitular, cpfDependente: vidasSaude.cpfDependente, nome: vidasSaude.nome, titularidade: vidasSaude.titularidade })
        .from(vidasSaude)
        .where(and(eq(vidasSaude.codSocio, codSocio), inArray(vidasSaude.cpfTitular, cpfs), ne(vidasSaude.cpfDependente, ''), isNull(vidasSaude.encerradaEm)))
        .orderBy(asc(vidasSaude.id)),
  };
}

/** The associate's families (consultasDasFamilias), a page of `linhas` holders (§9: 5), each with its dependents. */
export async function familias(db: Db, codSocio: string, q: ConsultaFamilias): Promise<{ lista: VidaSaude[]; totalLinhas: number }> {
  const consultas = consultasDasFamilias(db, codSocio, q);
  const [[total], holders] = await Promise.all([consultas.total, consultas.titulares]);
  const cpfs = holders.map((h) => h.cpfTitular);
  const dependentes = cpfs.length ? await consultas.dependentes(cpfs) : [];
  const docs = (titularidade: string) => documentosObrigatorios(titularidade).map((documento) => ({ documento }));
  return {
    totalLinhas: total?.n ?? 0,
    lista: holders.map((h) => ({
      cpF_TITULAR: h.cpfTitular, cpF_DEPENDENTE: '', nome: h.nome, status: StatusVida.parse(h.status),
      statuschamado: h.statusChamado, comentariochamado: h.comentarioChamado, codchamado: h.codChamado, linkdrive: h.linkDrive,
      boletO_URL: h.boletoUrl, statuS_PAGARME: h.statusPagarme, operadora: h.operadora, assistencia: h.assistencia, acomodacao: h.acomodacao,
      dependentes: dependentes.filter((d) => d.cpfTitular === h.cpfTitular)
        .map((d) => ({ cpF_TITULAR: d.cpfTitular, cpF_DEPENDENTE: d.cpfDependente, nome: d.nome, listaDocsObrigatorios: docs(d.titularidade) })),
      listaDocsObrigatorios: docs(h.titularidade),
    })),
  };
}

// §7 IncluirSamPrevidaArta: the server's rules.

export type ResultadoInclusao =
  | { tipo: 'ok'; incluidas: number }
  | { tipo: 'recusa'; status: 400 | 409; vidas: { nome: string; mensagem: string }[] }
  | { tipo: 'limite' };

/** A CPF taken by another transaction between the check and the insert (the partial unique index): the whole family rolls back. */
export class CpfTomado extends Error {}

type Vida = Omit<SubmissaoVida, 'listaOpcional'> & { listaOpcional: { codopcional: string }[] };

/**
 * Writes a family (holder first, or dependents of a holder already sent) for `codSocio`, inside `tx`, all or nothing:
 * every life is checked against the catalogue, the calendar (`hoje`, São Paulo) and the lives already in force or in
 * progress, then repriced (the plan at the person's band on the validity date, plus its optionals) and written. A
 * life already sent to this family (same CPF, same holder, same associate) is skipped: a retry writes nothing twice.
 * The associate's row is locked first, so two submissions of one associate take turns (the family and open limits).
 */
export async function incluirFamilia(tx: Tx, codSocio: string, usuarioId: number, hoje: string, vidas: Vida[]): Promise<ResultadoInclusao> {
  await tx.select({ codSocio: associados.codSocio }).from(associados).where(eq(associados.codSocio, codSocio)).for('update');
  const erros: { nome: string; mensagem: string }[] = [];
  const erro = (v: Vida, mensagem: string) => { if (!erros.some((e) => e.nome === v.nome && e.mensagem === mensagem)) erros.push({ nome: v.nome, mensagem }); };
  const cpfDe = (v: Vida) => v.cpF_DEPENDENTE || v.cpF_TITULAR;
  const cpfTitular = vidas[0]!.cpF_TITULAR;

  const [tipos, civis, sexosValidos] = await Promise.all([tiposDependente(tx), estadosCivis(tx), sexos(tx)]);
  const planos = new Map<string, Awaited<ReturnType<typeof plano>>>();
  for (const cod of new Set(vidas.map((v) => v.codplanofx))) planos.set(cod, await plano(tx, cod));
  const existentes = await tx.select({ cpf: vidasSaude.cpf, codSocio: vidasSaude.codSocio, cpfTitular: vidasSaude.cpfTitular, cpfDependente: vidasSaude.cpfDependente, codplanofx: vidasSaude.codplanofx })
    .from(vidasSaude).where(and(inArray(vidasSaude.cpf, [...new Set([cpfTitular, ...vidas.map(cpfDe)])]), isNull(vidasSaude.encerradaEm)));
  const daFamilia = (cpf: string, dependente: boolean) => existentes.find((e) =>
    e.cpf === cpf && e.codSocio === codSocio && e.cpfTitular === cpfTitular && (e.cpfDependente === '') === !dependente);

  const titularNoCorpo = vidas[0]!.cpF_DEPENDENTE === '' ? vidas[0]! : null;
  const titularGravado = daFamilia(cpfTitular, false);
  // the holder's plan: the one sent, or the one already written
  const planoTitular = titularNoCorpo ? planos.get(titularNoCorpo.codplanofx) : titularGravado ? await plano(tx, titularGravado.codplanofx) : null;
  const minima = vigenciaMinima(hoje);
  const ontem = somarDias(hoje, -1);
  let conflito = false;
  const novas: (typeof vidasSaude.$inferInsert)[] = [];

  for (const v of vidas) {
    const dependente = v.cpF_DEPENDENTE !== '';
    const p = planos.get(v.codplanofx);
    if (v.datavigencia < minima) erro(v, mensagensSaude.vigenciaCedo(minima));
    if (v.datavigencia !== vidas[0]!.datavigencia) erro(v, mensagensSaude.vigenciasDiferentes);
    if (v.datanascimento > hoje) erro(v, mensagensSaude.nascimentoFuturo);
    if (v.datacasamento && v.datacasamento > ontem) erro(v, mensagensSaude.casamentoFuturo(ontem));
    if (v.datacasamento && v.titularidade !== '05') erro(v, mensagensSaude.casamentoSoConjuge);
    if (!tipos.some((t) => t.codtipodepend === v.titularidade)) erro(v, mensagensSaude.tipoDependenteInexistente);
    else if (!dependente && v.titularidade !== TIPO_TITULAR) erro(v, mensagensSaude.titularidadeDoTitular);
    else if (dependente && v.titularidade === TIPO_TITULAR) erro(v, mensagensSaude.titularidadeDoDependente);
    if (!sexosValidos.some((s) => s.valor === v.sexo)) erro(v, mensagensSaude.sexoInexistente);
    if (!civis.some((c) => c.valor === v.estadoCivil)) erro(v, mensagensSaude.estadoCivilInexistente);
    if (dependente && !titularNoCorpo && !titularGravado) erro(v, mensagensSaude.titularInexistente);
    const opcionais = p ? await opcionaisDe(tx, p.codassist) : [];
    if (!p) erro(v, mensagensSaude.planoInexistente);
    else if (dependente && planoTitular && p.codassist !== planoTitular.codassist) erro(v, mensagensSaude.planoDeOutraOperadora);
    else if (v.listaOpcional.some((o) => !opcionais.some((x) => x.codopcional === o.codopcional))) erro(v, mensagensSaude.opcionalNaoOferecido);

    const outra = existentes.find((e) => e.cpf === cpfDe(v));
    if (outra && !daFamilia(cpfDe(v), dependente)) {
      conflito = true;
      erro(v, mensagensSaude.outraPessoaComCpf);
    }
    if (outra || !p) continue; // already sent: a retry writes it once
    const codigos = v.listaOpcional.map((o) => o.codopcional);
    novas.push({
      codSocio, cpfTitular: v.cpF_TITULAR, cpfDependente: v.cpF_DEPENDENTE, cpf: cpfDe(v), nome: v.nome, dataNascimento: v.datanascimento,
      email: v.email, ddd: v.ddd, telefone: v.telefone, titularidade: v.titularidade, sexo: v.sexo, estadoCivil: v.estadoCivil,
      dataCasamento: v.titularidade === '05' ? v.datacasamento ?? null : null, mae: v.mae, rua: v.rua, numero: v.numero, bairro: v.bairro,
      cidade: v.cidade, uf: v.uf, cep: v.cep, dataVigencia: v.datavigencia, codplanofx: p.codplanofx,
      valorPlano: precoNaFaixa(p.precos, v.datanascimento, v.datavigencia),
      opcionais: codigos, valorOpcionais: opcionais.filter((o) => codigos.includes(o.codopcional)).reduce((s, o) => s + o.valor, 0),
      status: 'PREVIDA', usuarioId,
    });
  }
  if (erros.length) return { tipo: 'recusa', status: conflito ? 409 : 400, vidas: erros };
  if (!novas.length) return { tipo: 'ok', incluidas: 0 };

  const [naFamilia] = await tx.select({ n: count() }).from(vidasSaude)
    .where(and(eq(vidasSaude.codSocio, codSocio), eq(vidasSaude.cpfTitular, cpfTitular), isNull(vidasSaude.encerradaEm)));
  const ja = naFamilia?.n ?? 0;
  if (ja + novas.length > MAXIMO_PESSOAS_FAMILIA) {
    return { tipo: 'recusa', status: 400, vidas: [{ nome: vidas[0]!.nome, mensagem: mensagensSaude.familiaGrande(ja) }] };
  }
  if (novas.some((n) => n.cpfDependente === '')) {
    const [abertos] = await tx.select({ n: count() }).from(vidasSaude)
      .where(and(eq(vidasSaude.codSocio, codSocio), eq(vidasSaude.cpfDependente, ''), eq(vidasSaude.status, 'PREVIDA'), isNull(vidasSaude.encerradaEm)));
    if ((abertos?.n ?? 0) >= MAXIMO_CADASTROS_EM_ANDAMENTO) return { tipo: 'limite' };
  }
  const gravadas = await tx.insert(vidasSaude).values(novas)
    .onConflictDoNothing({ target: vidasSaude.cpf, where: sql`${vidasSaude.encerradaEm} is null` })
    .returning({ id: vidasSaude.id });
  if (gravadas.length !== novas.length) throw new CpfTomado();
  return { tipo: 'ok', incluidas: novas.length };
}
