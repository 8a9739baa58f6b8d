import type { Usuario } from '../../src/contracts/comum/auth.contract';
import type { ClubeVantagens } from '../../src/contracts/clube-vantagens.contract';
import { ApiFailure } from '../../src/services/comum/api';

/** The three ways a call fails, as machines tell them apart (STYLE.md §5). */
export const falhas = {
  rejeitada: new ApiFailure('rejected', 'Você ainda não possui o Clube de Vantagens.'),
  expirada: new ApiFailure('unauthorized', 'Sua sessão expirou. Entre novamente.'),
  rede: new TypeError('Failed to fetch'),
};

export const usuario: Usuario = {
  dadosContatoPrincipal: [{
    ativo: true, nome: 'Ana Associada', datA_NASCIMENTO: '1985-06-15', cpf: '52998224725', cep: '30130010',
    mae: 'Maria', email: 'associado@exemplo.com.br', telefone: '31987654321', numero: '100', complemento: null,
  }],
  carteira: { associados: [] },
  naoAssociado: false,
  consultor: false,
  perfil: 'associado',
};

export const clube = (termoAssinado: boolean): ClubeVantagens => ({
  status: 'ATIVO', termoAssinado, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null,
});
