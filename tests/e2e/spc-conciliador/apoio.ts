/**
 * SPC Conciliador's setup by API for browser tests (one copy: pagamento, ponta-a-ponta and the staff console's test
 * import it): a request contracted and accepted as the wizard leaves it, and its classification ticket finalized as
 * staff leave it. Only for what a test is not about; the end-to-end test does all of it through the screens once.
 */
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import type { ambiente } from '../support/ambiente';
import { entrarPorApi } from '../support/login';

type Portal = ReturnType<typeof ambiente>;

/** Demo associates' codes (src/server/db/seed.ts): the staff queue names each ticket's associate by it. */
export const CODIGOS: Record<string, string> = {
  'associado@exemplo.com.br': '0001001', 'nao.associado@exemplo.com.br': 'NA0000001', 'clube.ativo@exemplo.com.br': '0001003',
};

/** The choice every API-made request holds: Essencial, 2 CNPJ, Cielo + Rede + Stone. */
export const ESCOLHA_PADRAO = { planoId: 1, qtdeCNPJs: 2, operadorasId: [1, 2, 3] } as const;

/**
 * As the wizard does it, with a logged-in associate's client: IncluirSpcConciliador (the pending contract and its
 * term) then AceitarTermoSpcConciliador with the term it answered (a classification ticket opens). Answers the id.
 */
export async function contratarPorApi(api: APIRequestContext): Promise<number> {
  const incluir = await api.post('/api/Conciliador/IncluirSpcConciliador', { data: ESCOLHA_PADRAO });
  expect(incluir.status(), `IncluirSpcConciliador: ${await incluir.text()}`).toBe(200);
  const termo = await incluir.json() as { solicitacaoId: number; sha256: string; dtVersao: string };
  const aceitar = await api.post('/api/Conciliador/AceitarTermoSpcConciliador',
    { data: { solicitacaoId: termo.solicitacaoId, sha256: termo.sha256, dtVersao: termo.dtVersao, browserData: 'e2e' } });
  expect(aceitar.status(), `AceitarTermoSpcConciliador: ${await aceitar.text()}`).toBe(200);
  return termo.solicitacaoId;
}

/** Setup by API against the file's portal (its server and browser, read when called). */
export function apoioConciliador(portal: Portal) {
  /** A context of its own (cookies apart from the test's tab) logged in as `email`; closed after `fazer`. */
  async function comoUsuario<T>(email: string, fazer: (api: APIRequestContext) => Promise<T>): Promise<T> {
    const contexto = await portal.browser.newContext({ baseURL: portal.servidor.url });
    try {
      await entrarPorApi(contexto, email);
      return await fazer(contexto.request);
    } finally {
      await contexto.close();
    }
  }

  /** Staff finalize `email`'s newest open classification ticket of the product (AtualizarChamado status 2). */
  async function classificarPorApi(email: string): Promise<void> {
    await comoUsuario('atendente@exemplo.com.br', async (equipe) => {
      const fila = await equipe.get('/api/Atendimento/ConsultarChamados?linhas=100&pagina=1&tipo=classificacao');
      expect(fila.status(), 'ConsultarChamados').toBe(200);
      const { chamados } = await fila.json() as { chamados: { chamadoId: number; codSocio: string; produto: string }[] };
      // the request just accepted is this associate's newest open classification ticket
      const chamado = chamados.filter((c) => c.codSocio === CODIGOS[email] && c.produto === 'spc-conciliador')
        .sort((a, b) => b.chamadoId - a.chamadoId)[0];
      expect(chamado, `chamado de classificação de ${email}`).toBeDefined();
      const finalizar = await equipe.post('/api/Atendimento/AtualizarChamado', {
        data: { chamadoId: chamado!.chamadoId, status: 2, tipoSolucao: 'Classificado', solucao: 'Plano e operadoras conferidos.' },
      });
      expect(finalizar.status(), 'AtualizarChamado').toBe(200);
    });
  }

  return {
    classificarPorApi,
    /**
     * A request of `email` as the wizard and staff leave it: ESCOLHA_PADRAO, term accepted and (unless
     * `classificar: false`) its ticket finalized, i.e. Classificado with Pagar. Answers its id.
     */
    async solicitacaoPronta(email: string, { classificar = true } = {}): Promise<number> {
      const solicitacaoId = await comoUsuario(email, contratarPorApi);
      if (classificar) await classificarPorApi(email);
      return solicitacaoId;
    },
  };
}
