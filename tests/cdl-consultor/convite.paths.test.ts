import { describe, expect, it } from 'vitest';
import { problemasDoConvite } from '../../src/domain/cdl-consultor/convite';
import { mensagensSenhaNova } from '../../src/domain/comum/senha';
import { textosKit } from '../../src/domain/comum/textos';
import { testarModelo } from '../support/modelo';
import { conviteModelo, SENHA, TOKEN } from './convite.model';

testarModelo(conviteModelo, (agora, calls) => {
  // every call names the link's token; the acceptance sends the version read and the password typed, nothing else
  for (const c of calls) {
    if (c.id === 'loadInvitation' || c.id === 'downloadTerm') expect(c.input).toBe(TOKEN);
    if (c.id === 'acceptInvitation') expect(c.input).toEqual({ token: TOKEN, dtVersao: '2026-11-27', senha: SENHA, confirmacao: SENHA });
    if (c.id === 'setPassword') expect(c.input).toEqual({ token: TOKEN, senha: SENHA, confirmacao: SENHA });
  }
  // only a ticked box and a password within the rule are ever sent
  if (agora.matches({ invitation: 'sending' })) expect(agora.context.agreed).toBe(true);
  if (agora.matches('invalid')) expect(agora.context.motivo).toBeTruthy();
  if (agora.matches('done')) expect(agora.context.feito).toBeTruthy();
});

describe('problemasDoConvite', () => {
  it('o de acordo só quando há termo; a senha curta e a confirmação diferente, as duas (issue 27)', () => {
    expect(problemasDoConvite({ aceito: false, senha: 'curta', confirmacao: '' }))
      .toEqual({ aceite: textosKit.marqueOAceite, senha: mensagensSenhaNova.curta, confirmacao: mensagensSenhaNova.diferentes });
    expect(problemasDoConvite({ aceito: null, senha: 'curta', confirmacao: 'curta' })).toEqual({ senha: mensagensSenhaNova.curta });
    expect(problemasDoConvite({ aceito: null, senha: SENHA, confirmacao: 'outra' })).toEqual({ confirmacao: mensagensSenhaNova.diferentes });
    expect(problemasDoConvite({ aceito: true, senha: SENHA, confirmacao: SENHA })).toEqual({});
    expect(problemasDoConvite({ aceito: null, senha: '😀😀😀😀😀😀😀😀', confirmacao: '😀😀😀😀😀😀😀😀' })).toEqual({});
  });
});
