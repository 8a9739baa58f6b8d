import { describe, expect, it } from 'vitest';
import { maisRecentesPrimeiro } from '../../src/machines/cdl-consultor/chamados.machine';
import { testarModelo } from '../support/modelo';
import { chamados } from './dados';
import { chamadosModelo, painelModelo } from './painel.model';

testarModelo(painelModelo, (agora, calls) => {
  for (const c of calls) expect(c).toEqual({ id: 'loadMember', input: { codSocio: '0001001' } });
  // the title is the server's razaosocial once it answered
  if (agora.matches('showing')) expect(agora.context.nome).toBe('Nguyễn Comércio de Flores Ltda');
  if (agora.matches('refused')) expect(agora.context.notice).toBe('Associado não encontrado na sua carteira.');
});

testarModelo(chamadosModelo, (agora) => {
  if (agora.matches('showing')) {
    expect(agora.context.chamados.map((c: { codigo: string }) => c.codigo)).toEqual(['C-12', 'C-11', 'C-10']);
    expect(['C-12', 'C-10']).toContain(agora.context.selecionado);
  }
});

describe('chamados (§4)', () => {
  it('o mais recente primeiro', () => {
    expect(maisRecentesPrimeiro(chamados).map((c) => c.codigo)).toEqual(['C-12', 'C-11', 'C-10']);
  });
});
