/** What the consultant area's API tests share: fresh consultants, members in a given stage, the tables they read. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { hashSenha } from '../../src/server/comum/auth';
import { carteira, usuarios } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { abrirPortal, clienteDe, entrarCru, relogioManual, type Cliente, type Portal } from '../support/portal';

export const FORA_DA_CARTEIRA = { mensagem: 'Associado não encontrado na sua carteira.' };
export const ACESSO_NEGADO = { mensagem: 'Você não tem acesso a esta função.' };

/** What a consultant API file acts with: its portal and the two demo consultants, logged in. */
export interface PortalDosConsultores {
  portal: Portal;
  /** consultor@exemplo.com.br, whose carteira the seed fills. */
  elisa: Cliente;
  /** consultor2@exemplo.com.br: another carteira, the outsider of Elisa's members. */
  gustavo: Cliente;
}

/**
 * A consultant API file's setup: before all its tests a fresh portal on a manual clock at `inicio` and the two demo
 * consultants logged in, handed to `abriu`; the clock set back to `inicio` before each test; the portal closed after
 * all. Answers the clock.
 */
export function abrirPortalDosConsultores(inicio: string, abriu: (p: PortalDosConsultores) => void) {
  const relogio = relogioManual(inicio);
  let portal: Portal | undefined;
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    abriu({ portal, elisa: await portal.entrar('consultor@exemplo.com.br'), gustavo: await portal.entrar('consultor2@exemplo.com.br') });
  }, 60_000);
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(inicio); });
  return relogio;
}

let n = 0;
/** A fresh consultant (its own carteira, its own invitation count), logged in. */
export async function novoConsultor(portal: Portal, nome = 'Consultora Teste') {
  const email = `consultor.${++n}.${randomUUID().slice(0, 8)}@teste.com.br`;
  const [u] = await portal.deps.database.db.insert(usuarios).values({
    email, nome, cpf: '86288366757', senhaHash: await hashSenha(SENHA_DEMO, portal.deps.kdf), perfil: 'consultor',
  }).returning({ id: usuarios.id });
  const { cookie } = await entrarCru(portal, email);
  return { id: u!.id, email, nome, cookie: cookie!, cliente: clienteDe(portal.url, { cookie: cookie! }) as Cliente };
}

export const emailNovo = (prefixo = 'futuro') => `${prefixo}.${++n}.${randomUUID().slice(0, 8)}@empresa.com.br`;

/** As if the invited company accepted the Termo de Uso and chose `senha` (the invitation page's work, issue 21). */
export async function aceitarTermo(portal: Portal, consultorId: number, email: string, senha = 'Senha#Nova2026') {
  await portal.deps.database.db.update(carteira).set({ aceiteTermoUso: true, senhaPendente: await hashSenha(senha, portal.deps.kdf) })
    .where(and(eq(carteira.consultorId, consultorId), eq(carteira.email, email)));
}

/** A valid registration body for `email` (a PJ with a valid CNPJ unless told). */
export const novoAssociadoCorpo = (email: string, extra: Record<string, unknown> = {}) => ({
  nomefantasia: 'Empório Teste', codpacote: '0000335' as const, tp_empresa: 'PJ' as const, nome: 'Empório Teste Comércio Ltda',
  cgccfo: cnpjValido(), inscrestadual: '', contato: 'Joana Contato', cpf: '52998224725', sexo: 'F' as const,
  datanascimento: '1980-03-10', celular: '31987654321', telefone: '', email, ...extra,
});

let base = 10_000_000 + Math.floor(Math.random() * 80_000_000);
function digitos(b: string): string {
  let d = b;
  for (let k = 0; k < 2; k++) {
    const pesos = d.length === 9 || d.length === 10
      ? Array.from({ length: d.length }, (_, i) => d.length + 1 - i)
      : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - d.length);
    const resto = [...d].reduce((s, c, i) => s + Number(c) * pesos[i]!, 0) % 11;
    d += String(resto < 2 ? 0 : 11 - resto);
  }
  return d;
}
/** A valid CNPJ never used before in this run. */
export const cnpjValido = () => digitos(`${String(++base).padStart(8, '0')}0001`);
/** A valid CPF never used before in this run. */
export const cpfValido = () => digitos(String(100_000_000 + (++base % 800_000_000)).padStart(9, '0'));

/** Invites, accepts and registers a company in `consultor`'s carteira: its member code and e-mail. */
export async function membroRegistrado(portal: Portal, consultor: { id: number; cliente: Cliente }, extra: Record<string, unknown> = {}) {
  const email = emailNovo('registrado');
  const convite = await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } });
  if (convite.status !== 200) throw new Error(`convite: ${convite.status} ${JSON.stringify(convite.body)}`);
  await aceitarTermo(portal, consultor.id, email);
  const r = await consultor.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email, extra) });
  if (r.status !== 200) throw new Error(`cadastro: ${r.status} ${JSON.stringify(r.body)}`);
  return { codSocio: r.body.codSocio, email };
}
