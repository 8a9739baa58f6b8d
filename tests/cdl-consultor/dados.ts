import type { Associado, Chamado, DocumentacaoDoMembro, MembroCarteira } from '../../src/contracts/cdl-consultor.contract';
import { ApiFailure } from '../../src/services/comum/api';

/** The carteira's members in each stage (§4), as ConsultarCarteira answers them. */
export const membro = (x: Partial<MembroCarteira> = {}): MembroCarteira => ({
  membroId: 1, codSocio: '0001001', nomeSocio: 'Nguyễn Comércio de Flores Ltda', documento: '11222333000181', email: 'flores@exemplo.com.br',
  etapa: 'Ativo', action: 'Editar', color: 'sucesso', router: 'painelAssociado', detalhe: null, aceiteTermoUso: true, aceiteContrato: true,
  chamadoDocumentacao: { contratoSocial: 'OK' }, ...x,
});
export const convidado = membro({
  membroId: 2, codSocio: null, nomeSocio: null, documento: null, email: 'novo@exemplo.com.br', etapa: 'Termo de Uso', action: 'Aguardando',
  color: 'neutra', router: null, aceiteTermoUso: false, aceiteContrato: false, chamadoDocumentacao: null,
});
export const aCadastrar = membro({
  membroId: 3, codSocio: null, nomeSocio: null, documento: null, email: 'cadastro@exemplo.com.br', etapa: 'Cadastro', action: 'Cadastrar',
  color: 'aviso', router: 'cadastrarAssociado', aceiteContrato: false, chamadoDocumentacao: null,
});
export const semArquivos = membro({
  membroId: 4, codSocio: '0001004', nomeSocio: 'Łukasz Autônomo', documento: '52998224725', etapa: 'Arquivos', action: 'Enviar Arquivos',
  color: 'perigo', router: 'consultorArquivos', chamadoDocumentacao: null,
});

/** A refusal with its status and body, as valorDe throws it. */
export const recusa = (status: number, mensagem: string) => new ApiFailure('rejected', mensagem, status, { mensagem });
/** docs/decisions/platform.md: a codSocio outside the carteira. */
export const foraDaCarteira = recusa(404, 'Associado não encontrado na sua carteira.');

export const dadosCadastrais: Associado['dadosCadastrais'] = {
  nomecomercial: 'Flores da Praça', tP_EMPRESA: 'PJ', razaosocial: 'Nguyễn Comércio de Flores Ltda', doc: '11222333000181', inscest: 'ISENTO',
  lograd: 'Rua da Bahia', numero: '1200', complemento: 'Loja 2', bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', cep: '30160011',
  ddd: '31', telefone: '32221234', email: 'flores@exemplo.com.br',
};
export const associado = (chamadoAtualizacao = false, ultimaRecusa: Associado['ultimaRecusa'] = null): Associado => ({ chamadoAtualizacao, dadosCadastrais, ultimaRecusa });

export const chamado = (x: Partial<Chamado> = {}): Chamado => ({
  codigo: 'C-10', label: 'Documentação do associado', dataAbertura: '2026-11-10T13:00:00.000Z', status: 0, tipoultimasolucao: null, ultimasolucao: null, ...x,
});
export const chamados = [
  chamado(),
  chamado({ codigo: 'C-12', label: 'Atualização cadastral', dataAbertura: '2026-11-20T13:00:00.000Z', status: 2, tipoultimasolucao: 'Cadastro atualizado', ultimasolucao: 'Endereço novo registrado.' }),
  chamado({ codigo: 'C-11', label: 'Atualização cadastral', dataAbertura: '2026-11-15T13:00:00.000Z', status: 1 }),
];

export const documentacao = (revisao: string | null = null): DocumentacaoDoMembro => ({
  tipoEmpresa: 'PL',
  documentos: [
    { documento: 'comprovanteConselho', rotulo: 'Registro no conselho de classe', enviado: null, revisao },
    { documento: 'documentoIdentificacao', rotulo: 'Documento de identificação do responsável (RG ou CNH)', enviado: null, revisao: revisao ? 'OK' : null },
  ],
  chamado: revisao ? { codigo: 'C-9', status: 2 } : null,
});
