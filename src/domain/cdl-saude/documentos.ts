import { TIPO_CONJUGE, TIPO_TITULAR } from './cadastro';

/**
 * decided: the documents each person of a family sends (§3 listaDocsObrigatorios), by dependent type. Everyone sends an
 * identity document with CPF; the holder a proof of address; a spouse the marriage certificate; a partner the
 * stable-union declaration; a child, stepchild or ward the document of the bond.
 */
export function documentosObrigatorios(titularidade: string): string[] {
  const identidade = 'Documento de identificação com CPF';
  if (titularidade === TIPO_TITULAR) return [identidade, 'Comprovante de endereço'];
  if (titularidade === TIPO_CONJUGE) return [identidade, 'Certidão de casamento'];
  if (titularidade === '06') return [identidade, 'Declaração de união estável'];
  if (titularidade === '04') return [identidade, 'Certidão de casamento ou união estável do titular'];
  if (titularidade === '07') return [identidade, 'Termo de guarda ou tutela'];
  return [identidade, 'Certidão de nascimento'];
}
