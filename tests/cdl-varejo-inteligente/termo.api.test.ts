import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceites } from '../../src/server/db/schema/comum';
import { abrirPortal, BANCO, novoAssociado, relogioManual, type Portal } from '../support/portal';
import { aceite, escritorio, estacoes, reuniao, rooftop, simular } from './apoio';

// SimularReserva answers from the row its one statement inserted, without reading it back (reservas.repo.ts
// comoInserida); the same key's repeat, ConsultarReserva and the acceptance read the row. They must agree to the
// byte: the reservation shown, the term's PDF, and the SHA-256 the acceptance records for the PDF the screen showed.

const sha256 = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');

describe(`Varejo Inteligente: a resposta da reserva é a do banco (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual('2026-11-19T15:00:00Z');
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });

  const pedidos = {
    'sala de reunião, com serviços': reuniao({ inicio: '2026-12-07T09:00', fim: '2026-12-07T12:00', aguaCafe: true, projetor: true }),
    // a Saturday, 6 hours: the 4-hour block, two extra hours at the weekend price, the 50% entry
    'rooftop com horas extras no sábado': rooftop({ inicio: '2026-12-05T10:00', fim: '2026-12-05T16:00', som: true, telao: true }),
    'três cadeiras da estação de trabalho': estacoes([3, 9, 17], { inicio: '2027-04-12', qtdMeses: 3 }),
    'escritório virtual (a vaga escolhida pelo servidor)': escritorio({ inicio: '2027-05-03', qtdMeses: 2 }),
  };

  for (const [nome, pedido] of Object.entries(pedidos)) {
    it(`${nome}: a mesma reserva e o mesmo PDF na repetição, na consulta e no aceite`, async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const feita = await simular(cliente, pedido);
      // the repeat of the key reads the row: the same answer, to the PDF's bytes
      expect(await simular(cliente, pedido)).toEqual(feita);
      expect(await cliente.varejo.consultarReserva({ query: { eventoId: feita.simulado.eventoId } })).toMatchObject({ status: 200, body: feita.reserva });
      const r = await cliente.varejo.aceitarTermoVarejoInteligente({ body: aceite(feita.simulado.eventoId) });
      expect(r.status).toBe(200);
      const [registro] = await portal.deps.database.db.select().from(aceites)
        .where(and(eq(aceites.codSocio, codSocio), eq(aceites.produto, 'cdl-varejo-inteligente')));
      expect(registro!.pdfSha256).toBe(sha256(feita.file.fileContents));
    });
  }
});
