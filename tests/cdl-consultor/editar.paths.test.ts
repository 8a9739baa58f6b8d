import { describe, expect, it } from 'vitest';
import { AtualizacaoCadastro } from '../../src/contracts/cdl-consultor.contract';
import { camposDe, corpoDaAtualizacao, problemasDaEdicao } from '../../src/machines/cdl-consultor/editar.machine';
import { testarModelo } from '../support/modelo';
import { dadosCadastrais } from './dados';
import { editarModelo } from './editar.model';

testarModelo(editarModelo, (agora, calls) => {
  // never sent while a request is open, nor with a field to fix; the e-mail goes as read
  for (const c of calls.filter((x) => x.id === 'saveUpdate')) {
    const corpo = AtualizacaoCadastro.parse(c.input);
    expect(corpo.email).toBe('flores@exemplo.com.br');
    expect(corpo.origem).toBeNull();
  }
  if (agora.matches('saving')) expect(agora.context.chamadoAtualizacao).toBe(false);
});

describe('editar associado (§2, §7)', () => {
  it('o formulário vem dos dados: CEP e telefone em dígitos (DDD junto)', () => {
    expect(camposDe(dadosCadastrais)).toMatchObject({ cep: '30160011', telefone: '3132221234', uf: 'MG', complemento: 'Loja 2' });
  });
  it('o endereço junto de §7: rua, número, complemento, bairro, CEP em dígitos, cidade/UF', () => {
    const corpo = corpoDaAtualizacao('0001001', camposDe(dadosCadastrais), 'flores@exemplo.com.br');
    expect(corpo.endereco).toBe('Rua da Bahia, 1200, Loja 2, Centro, 30160011, Belo Horizonte/MG');
    expect(problemasDaEdicao('0001001', { ...camposDe(dadosCadastrais), cep: '3016' }, 'flores@exemplo.com.br')).toEqual({ cep: 'CEP inválido.' });
  });
});
