/**
 * The CDL Saúde demo (README): an associate whose families show every holder-row status of §4 (more in progress than a
 * page holds, names in several scripts), and a member of the demo consultant's carteira with families of its own.
 * Written in the seed's one transaction (never in production: prepararBanco), after the catalogue and the carteiras.
 */
import { precoNaFaixa } from '../../domain/cdl-saude/precos';
import { somarDias } from '../../domain/comum/datas';
import type { Tx } from '../db/database';
import { planosSaude, vidasSaude } from '../db/schema/cdl-saude';

export const CODSOCIO_SAUDE_DEMO = '0001004';

/** A valid CPF (mod-11 check digits) from a 9-digit base made of `n`: the same people every seed. */
export function cpfDemo(n: number): string {
  let d = String(710_000_000 + n * 13).padStart(9, '0');
  for (const peso of [10, 11]) {
    const soma = [...d].reduce((s, c, i) => s + Number(c) * (peso - i), 0);
    const resto = (soma * 10) % 11;
    d += String(resto === 10 ? 0 : resto);
  }
  return d;
}
/** The demo consultant's member (semente.ts of cdl-consultor, 'Farmácia Ativa S.A.') whose families the consultant manages. */
export const CODSOCIO_SAUDE_CARTEIRA = '0002003';

type Situacao = Pick<typeof vidasSaude.$inferInsert, 'status' | 'statusChamado' | 'codChamado' | 'linkDrive' | 'boletoUrl' | 'statusPagarme' | 'comentarioChamado'>;
const BOLETO = 'https://boletos.exemplo.com.br/saude/';

/** Each §4 holder-row case: what the list shows, and the life's fields that make it. */
const CASOS: { titulo: string; situacao: Situacao }[] = [
  { titulo: 'Situação Ativa', situacao: { status: 'VIDA', statusChamado: 'Aprovado', codChamado: '5001', linkDrive: 'https://drive.exemplo.com.br/5001', statusPagarme: 'paid' } },
  { titulo: 'Aguardando Pagamento (troca de acomodação)', situacao: { status: 'TROCA ACOMODACAO', statusChamado: 'Aprovado', codChamado: '5002', boletoUrl: `${BOLETO}5002` } },
  { titulo: 'Aguardando Pagamento (troca de opcionais)', situacao: { status: 'TROCA OPCIONAIS', statusChamado: 'Aprovado', codChamado: '5003', boletoUrl: `${BOLETO}5003` } },
  { titulo: 'Continuar processo (troca de opcionais)', situacao: { status: 'TROCA OPCIONAIS', statusChamado: 'Aprovado', codChamado: '5004' } },
  { titulo: 'Documentação', situacao: { status: 'PREVIDA' } },
  { titulo: 'Em Análise', situacao: { status: 'PREVIDA', statusChamado: 'Em Atendimento', codChamado: '5006', linkDrive: 'https://drive.exemplo.com.br/5006' } },
  {
    titulo: 'Reprovado',
    situacao: { status: 'PREVIDA', statusChamado: 'Reprovado', codChamado: '5007', linkDrive: 'https://drive.exemplo.com.br/5007', comentarioChamado: 'Comprovante de endereço ilegível.' },
  },
  { titulo: 'Pagamento Pendente', situacao: { status: 'PREVIDA', statusChamado: 'Aprovado', codChamado: '5008', linkDrive: 'https://drive.exemplo.com.br/5008' } },
  { titulo: 'Documentação (segunda página)', situacao: { status: 'PREVIDA' } },
  { titulo: 'Documentação (segunda página, 2)', situacao: { status: 'PREVIDA' } },
];

const TITULARES = ['Nguyễn Thị Lan', 'Łukasz Kowalski', '李 Wei', 'Ana Beatriz Souza 🌻', 'José da Silva', 'Maria Conceição', 'Ígor Araújo', 'Fernanda Lima', 'Otávio Mendes', 'Zuleide Prado'];

/** Writes the demo families (the associate CODSOCIO_SAUDE_DEMO exists already); `usuarioSaude` and `consultor` the logins recorded as having sent them. */
export async function semearVidasDemo(tx: Tx, d: { usuarioSaude: number; consultor: number; hoje: string }): Promise<void> {
  const planos = await tx.select().from(planosSaude);
  const precoDe = (codplanofx: string, nascimento: string, vigencia: string) => precoNaFaixa(planos.find((p) => p.codplanofx === codplanofx)!.precos, nascimento, vigencia);
  let n = 0;
  const pessoa = (codSocio: string, usuarioId: number, cpfTitular: string, cpfDependente: string, nome: string, titularidade: string, nascimento: string, codplanofx: string, vigencia: string, situacao: Situacao) => ({
    codSocio, cpfTitular, cpfDependente, cpf: cpfDependente || cpfTitular, nome, dataNascimento: nascimento, email: `vida${++n}@exemplo.com.br`,
    ddd: '31', telefone: '988887777', titularidade, sexo: n % 2 ? 'F' : 'M', estadoCivil: titularidade === '05' ? 'C' : titularidade === '09' ? 'C' : 'S',
    dataCasamento: titularidade === '05' ? '2012-05-19' : null, mae: 'Maria das Dores', rua: 'Rua da Bahia', numero: String(100 + n), bairro: 'Centro',
    cidade: 'Belo Horizonte', uf: 'MG', cep: '30160011', dataVigencia: vigencia, codplanofx, valorPlano: precoDe(codplanofx, nascimento, vigencia),
    opcionais: n % 3 ? ['0020'] : ['0002'], valorOpcionais: n % 3 ? 1_290 : 2_990, usuarioId, ...situacao,
  });
  const linhas: (typeof vidasSaude.$inferInsert)[] = [];
  CASOS.forEach((caso, i) => {
    const cpfTitular = cpfDemo(500 + i * 3);
    const plano = ['10101', '10102', '20101', '30202', '40101'][i % 5]!;
    const vigencia = caso.situacao.status === 'PREVIDA' ? somarDias(d.hoje, 10 + i) : somarDias(d.hoje, -200 + i);
    linhas.push(pessoa(CODSOCIO_SAUDE_DEMO, d.usuarioSaude, cpfTitular, '', TITULARES[i]!, '09', `19${70 + i}-0${(i % 9) + 1}-15`, plano, vigencia, caso.situacao));
    if (i % 2 === 0) linhas.push(pessoa(CODSOCIO_SAUDE_DEMO, d.usuarioSaude, cpfTitular, cpfDemo(501 + i * 3), `Cônjuge de ${TITULARES[i]!.split(' ')[0]}`, '05', '1982-03-02', plano, vigencia, caso.situacao));
    if (i % 3 === 0) linhas.push(pessoa(CODSOCIO_SAUDE_DEMO, d.usuarioSaude, cpfTitular, cpfDemo(502 + i * 3), `Filha de ${TITULARES[i]!.split(' ')[0]}`, '03', '2015-11-30', plano, vigencia, caso.situacao));
  });
  // the consultant's member: one family in force, one in progress
  linhas.push(pessoa(CODSOCIO_SAUDE_CARTEIRA, d.consultor, cpfDemo(560), '', 'Rafael Farmacêutico', '09', '1979-08-08', '10101', somarDias(d.hoje, -90), CASOS[0]!.situacao));
  linhas.push(pessoa(CODSOCIO_SAUDE_CARTEIRA, d.consultor, cpfDemo(560), cpfDemo(561), 'Sofia Farmacêutica', '05', '1981-01-20', '10101', somarDias(d.hoje, -90), CASOS[0]!.situacao));
  linhas.push(pessoa(CODSOCIO_SAUDE_CARTEIRA, d.consultor, cpfDemo(563), '', 'Tomás Balconista', '09', '1995-02-14', '10102', somarDias(d.hoje, 12), CASOS[4]!.situacao));
  await tx.insert(vidasSaude).values(linhas);
}
