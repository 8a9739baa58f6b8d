/**
 * The conciliador's acceptance on the client (services/spc-conciliador/contratacao.service.ts): the contract's 409 says
 * why (`motivo`), and the service reads that, never the message's words: a changed term loads the term again
 * (TermoMudou), an open classification leaves the term with its warning like a 400.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mensagensConciliador } from '../../src/domain/spc-conciliador/conciliador';
import { ApiFailure } from '../../src/services/comum/api';
import { aceitarContrato, TermoMudou } from '../../src/services/spc-conciliador/contratacao.service';

function responde(status: number, body: object) {
  // the acceptance payload names the browser (§3 browserData)
  vi.stubGlobal('navigator', { userAgent: 'teste', language: 'pt-BR' });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
const termo = { solicitacaoId: 7, sha256: 'a'.repeat(64) };

describe('os dois 409 do aceite do conciliador, pelo motivo', () => {
  afterEach(() => { vi.unstubAllGlobals(); });
  it("'termoMudou': o termo mudou (carregado de novo), seja qual for o texto", async () => {
    responde(409, { mensagem: 'Outro texto qualquer.', motivo: 'termoMudou' });
    const erro = await aceitarContrato('2026-11-20', termo).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(TermoMudou);
    expect(erro).toMatchObject({ message: 'Outro texto qualquer.' });
  });
  it("'classificacaoEmAberto': uma recusa com o aviso do servidor, não um termo novo", async () => {
    responde(409, { mensagem: mensagensConciliador.termoMudou, motivo: 'classificacaoEmAberto' });
    const erro = await aceitarContrato('2026-11-20', termo).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiFailure);
    expect(erro).not.toBeInstanceOf(TermoMudou);
    expect(erro).toMatchObject({ kind: 'rejected', message: mensagensConciliador.termoMudou });
  });
});
