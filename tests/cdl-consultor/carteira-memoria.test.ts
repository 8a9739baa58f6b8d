import { describe, expect, it } from 'vitest';
import type { MembroCarteira } from '../../src/contracts/cdl-consultor.contract';
import { chaveDeBusca } from '../../src/domain/cdl-consultor/carteira';
import { CarteirasEmMemoria, type LerCarteira } from '../../src/server/cdl-consultor/carteira-memoria';
import { membro } from './dados';

// The carteiras kept in memory (issue 21): pages as the database would cut them, and never a page from rows read
// before a change this process heard. The database's side (the triggers' announcements, the page from PostgreSQL
// when nothing is heard) is in carteira-memoria.api.test.ts.

const NOMES = ['Farmácia São João', 'Ótica Ômega', 'Nguyễn Comércio', 'Łukasz Serviços', '李 Importação', 'Café ☕ do Bairro', null];

function carteiraDe(quantos: number, desde = 1): { membros: MembroCarteira[]; busca: string[] } {
  const membros = Array.from({ length: quantos }, (_, k) => {
    const i = desde + k;
    return membro({ membroId: i, codSocio: i % 3 ? String(3000 + i).padStart(7, '0') : null, nomeSocio: NOMES[i % NOMES.length]!, email: `m${i}@x${i % 4}.com.br`, documento: null });
  });
  return { membros, busca: membros.map((m) => chaveDeBusca(m)) };
}

/** A reader that counts its reads and answers when told (`soltar`), or at once. */
function leitor(dados: () => { membros: MembroCarteira[]; busca: string[] }, { esperar = false } = {}) {
  const pendentes: (() => void)[] = [];
  const r = {
    leituras: 0,
    soltar: () => pendentes.splice(0).forEach((f) => f()),
    /** Answers the latest read first. */
    soltarAUltima: () => pendentes.pop()?.(),
    ler: (async (_id: number, limite: number) => {
      r.leituras++;
      const lidos = dados(); // what the database holds when the statement runs
      if (esperar) await new Promise<void>((ok) => pendentes.push(ok));
      return lidos.membros.length > limite ? null : lidos;
    }) as LerCarteira,
  };
  return r;
}

/** What the database answers: the rows whose key holds the term, in id order, cut to the page. */
function referencia(d: { membros: MembroCarteira[]; busca: string[] }, termo: string, linhas: number, pagina: number) {
  const achados = d.membros.filter((_, i) => d.busca[i]!.includes(termo));
  return { associados: achados.slice((pagina - 1) * linhas, pagina * linhas), totalLinhas: achados.length };
}

describe('CarteirasEmMemoria', () => {
  it('cada página, com e sem filtro (acentos e caixa ignorados), é a que o banco cortaria, e o total conta todas', async () => {
    const d = carteiraDe(95);
    const c = new CarteirasEmMemoria(leitor(() => d).ler);
    for (const [filtro, termo] of [['', ''], ['FARMACIA', 'farmacia'], ['nguyen', 'nguyen'], ['李', '李'], ['☕', '☕'], ['@x2.', '@x2.'], ['nada disso', 'nada disso']]) {
      for (const [linhas, pagina] of [[10, 1], [10, 3], [20, 2], [50, 2], [10, 99]]) {
        expect(await c.pagina(7, filtro!, linhas!, pagina!), `${filtro} ${linhas}×${pagina}`).toEqual(referencia(d, termo!, linhas!, pagina!));
      }
    }
  });

  it('lê a carteira uma vez para várias páginas, e uma rajada de páginas durante a leitura espera a mesma leitura', async () => {
    const l = leitor(() => carteiraDe(30), { esperar: true });
    const c = new CarteirasEmMemoria(l.ler);
    const rajada = Promise.all([c.pagina(7, '', 10, 1), c.pagina(7, 'otica', 10, 1), c.pagina(7, '', 10, 2)]);
    await Promise.resolve();
    l.soltar();
    expect((await rajada).map((p) => p?.totalLinhas)).toEqual([30, 5, 30]);
    await c.pagina(7, 'cafe', 20, 1);
    expect(l.leituras).toBe(1);
  });

  it('uma mudança ouvida esquece a carteira daquele consultor, não a dos outros', async () => {
    let d = carteiraDe(12);
    const l = leitor(() => d);
    const c = new CarteirasEmMemoria(l.ler);
    await c.pagina(7, '', 10, 1);
    await c.pagina(8, '', 10, 1);
    d = carteiraDe(13);
    c.mudou(7);
    expect((await c.pagina(7, '', 10, 2))?.totalLinhas).toBe(13);
    expect(l.leituras).toBe(3);
    await c.pagina(8, '', 10, 1);
    expect(l.leituras).toBe(3);
  });

  it('uma mudança ouvida durante a leitura: a página pedida antes é respondida, mas o que foi lido não fica', async () => {
    let d = carteiraDe(12);
    const l = leitor(() => d, { esperar: true });
    const c = new CarteirasEmMemoria(l.ler);
    const antes = c.pagina(7, '', 10, 1);
    await Promise.resolve();
    d = carteiraDe(13); // committed after the statement read: announced while it travels
    c.mudou(7);
    const depois = c.pagina(7, '', 10, 1); // asked after the change was heard: never answered from the older read
    await Promise.resolve();
    l.soltarAUltima(); // the newer read lands first, the older one after it
    expect((await depois)?.totalLinhas).toBe(13);
    l.soltar();
    expect((await antes)?.totalLinhas).toBe(12);
    expect(l.leituras).toBe(2);
    expect((await c.pagina(7, '', 10, 1))?.totalLinhas).toBe(13);
    expect(l.leituras).toBe(2);
  });

  it('sem ouvir os avisos, nada sai da memória (null: o chamador lê do banco); ao voltar a ouvir, lê de novo', async () => {
    const l = leitor(() => carteiraDe(5));
    const c = new CarteirasEmMemoria(l.ler);
    await c.pagina(7, '', 10, 1);
    c.escuta(false);
    expect(await c.pagina(7, '', 10, 1)).toBeNull();
    c.escuta(true);
    expect((await c.pagina(7, '', 10, 1))?.totalLinhas).toBe(5);
    expect(l.leituras).toBe(2);
  });

  it('a escuta cai durante a leitura: o que foi lido não fica', async () => {
    const l = leitor(() => carteiraDe(5), { esperar: true });
    const c = new CarteirasEmMemoria(l.ler);
    const p = c.pagina(7, '', 10, 1);
    await Promise.resolve();
    c.escuta(false);
    c.escuta(true);
    l.soltar();
    await p;
    const q = c.pagina(7, '', 10, 1);
    await Promise.resolve();
    l.soltar();
    await q;
    expect(l.leituras).toBe(2);
  });

  it('uma carteira acima do limite não fica (null) e não é lida de novo até mudar', async () => {
    let d = carteiraDe(30);
    const l = leitor(() => d);
    const c = new CarteirasEmMemoria(l.ler, true, { membros: 1000, porCarteira: 20, filtros: 4 });
    expect(await c.pagina(7, '', 10, 1)).toBeNull();
    expect(await c.pagina(7, 'x', 10, 1)).toBeNull();
    expect(l.leituras).toBe(1);
    d = carteiraDe(15);
    c.mudou(7);
    expect((await c.pagina(7, '', 10, 1))?.totalLinhas).toBe(15);
  });

  it('acima do limite de linhas guardadas, a carteira paginada há mais tempo sai primeiro', async () => {
    const l = leitor(() => carteiraDe(10));
    const c = new CarteirasEmMemoria(l.ler, true, { membros: 25, porCarteira: 20, filtros: 4 });
    await c.pagina(1, '', 10, 1);
    await c.pagina(2, '', 10, 1);
    await c.pagina(1, '', 10, 1); // 1 is now the most recent
    await c.pagina(3, '', 10, 1); // 30 rows: 2 goes
    expect(l.leituras).toBe(3);
    await c.pagina(1, '', 10, 1);
    await c.pagina(3, '', 10, 1);
    expect(l.leituras).toBe(3);
    await c.pagina(2, '', 10, 1);
    expect(l.leituras).toBe(4);
  });
});
