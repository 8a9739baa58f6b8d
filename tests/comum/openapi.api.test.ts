import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quemChama } from '../../src/contracts/comum/acesso';
import { portalContract } from '../../src/contracts/portal.contract';
import { PERFIS, type Perfil } from '../../src/domain/comum/perfil';
import { rotasDe } from '../../src/server/infra/rotas';
import { abrirPortal, BANCO, entrarCru, type Portal } from '../support/portal';

// Issue 26 §5: /api/openapi.json lists to each caller the routes it may call (src/server/infra/openapi.ts).

/** The operations of an OpenAPI document, as 'GET /api/X/{id}'. */
const operacoes = (doc: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(doc.paths).flatMap(([caminho, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${caminho}`)).sort();

/** What the contracts' metadata lets a caller of `perfil` (null: no session) call, in the same form. */
const permitidas = (perfil: Perfil | null) => rotasDe(portalContract).filter((r) => {
  const quem = quemChama(r.metadata)!;
  return 'publica' in quem || (perfil !== null && quem.perfis.includes(perfil));
}).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort();

const LOGIN_DE: Record<Perfil, string> = { associado: 'associado@exemplo.com.br', consultor: 'consultor@exemplo.com.br', atendente: 'atendente@exemplo.com.br' };

describe(`/api/openapi.json: cada um lê as rotas que pode chamar (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); }, 60_000);
  afterAll(async () => { await portal?.fechar(); });
  const ler = async (cookie?: string) => {
    const r = await fetch(`${portal.url}/api/openapi.json`, { headers: cookie ? { cookie } : {} });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return operacoes(await r.json());
  };

  it('sem sessão (ou com um cookie que não é sessão): só as rotas públicas, o login e a página do convite', async () => {
    const anonimo = await ler();
    expect(anonimo).toEqual(permitidas(null));
    expect(anonimo).toEqual(expect.arrayContaining(['POST /login', 'POST /api/Convite/Consultar']));
    expect(anonimo.some((o) => /Atendimento|Consultor|Clube/.test(o))).toBe(false);
    expect(await ler(`portal_sessao=${'a'.repeat(43)}`)).toEqual(anonimo);
  });

  it.each(PERFIS)('%s: as públicas e as do seu perfil, nenhuma outra', async (perfil) => {
    const { cookie } = await entrarCru(portal, LOGIN_DE[perfil]);
    const lidas = await ler(cookie!);
    expect(lidas).toEqual(permitidas(perfil));
    expect(lidas.length).toBeGreaterThan(permitidas(null).length);
    const equipe = lidas.includes('GET /api/Atendimento/ConsultarChamados');
    expect(equipe).toBe(perfil === 'atendente');
    expect(lidas.includes('POST /api/Consultor/ReenviarConvite')).toBe(perfil === 'consultor');
    expect(lidas.includes('GET /api/Clube/ConsultarClubeVantagens')).toBe(perfil === 'associado');
  });
});
