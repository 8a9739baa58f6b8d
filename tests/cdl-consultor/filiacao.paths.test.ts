import { describe, expect, it } from 'vitest';
import { problemaDoEmail } from '../../src/machines/cdl-consultor/filiacao.machine';
import { testarModelo } from '../support/modelo';
import { filiacaoModelo } from './filiacao.model';

testarModelo(filiacaoModelo, (agora, calls) => {
  // only a valid e-mail is sent, trimmed and lower-cased by the contract on the server
  for (const c of calls) expect(problemaDoEmail((c.input as { email: string }).email)).toBeNull();
  if (agora.matches('done')) expect(agora.context.notice).toBe('Convite enviado para nguyen@exemplo.com.br.');
  // §8's sentence for a failure, the server's for a refusal about the e-mail (under the field)
  if (agora.matches('editing') && agora.context.notice) expect(agora.context.notice).toBe('Erro ao solicitar declaração, tente novamente.');
  if (agora.matches('editing') && agora.context.problema && calls.length > 0 && agora.context.email.includes('@')) {
    expect(['Este e-mail já foi convidado ou já tem acesso ao portal.']).toContain(agora.context.problema);
  }
});

describe('e-mail da Nova filiação (§5)', () => {
  it('obrigatório e válido: EMAIL_INVALIDO', () => {
    expect(problemaDoEmail('')).toBe('Informe um e-mail válido.');
    expect(problemaDoEmail('flores')).toBe('Informe um e-mail válido.');
    expect(problemaDoEmail(' flores@exemplo.com.br ')).toBeNull();
  });
});
