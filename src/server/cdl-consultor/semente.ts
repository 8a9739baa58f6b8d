/**
 * The demo carteiras (README, issue 21): the demo consultant's members in every §4 stage, enough to page (10 a page),
 * names in several scripts; the second consultant's own member (the "outside the carteira" case). Written in the seed's
 * one transaction, a batch insert per table.
 */
import { createHash } from 'node:crypto';
import {
  chaveDeBusca, DOCUMENTOS_POR_TIPO, pessoaFisicaOuJuridica, ROTULOS_DOCUMENTOS, textoDaRevisao, VALORES_FIXOS_CADASTRO,
  type DocumentoAssociado, type TipoEmpresa,
} from '../../domain/cdl-consultor/carteira';
import { STATUS_CHAMADO } from '../../domain/comum/chamados';
import type { Tx } from '../db/database';
import { cadastrosAssociado } from '../db/schema/cdl-consultor';
import { arquivos, associados, carteira, chamados, documentosChamado, historicoChamados } from '../db/schema/comum';
import { criarConvite } from './convites';

/** Check digits of a CPF (9 digits) or CNPJ (12 digits) base. */
function comDigitos(base: string): string {
  const pesos = (n: number) => (base.length === 9
    ? Array.from({ length: n }, (_, i) => n + 1 - i)
    : Array.from({ length: n }, (_, i) => [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - n)[i]!));
  let d = base;
  for (let k = 0; k < 2; k++) {
    const p = pesos(d.length);
    const soma = [...d].reduce((s, c, i) => s + Number(c) * p[i]!, 0);
    const resto = soma % 11;
    d += String(resto < 2 ? 0 : 11 - resto);
  }
  return d;
}
export const cnpjDemo = (n: number) => comDigitos(`${String(70_000_000 + n).padStart(8, '0')}0001`);
export const cpfDemo = (n: number) => comDigitos(String(600_000_000 + n * 7).padStart(9, '0'));

/** A tiny valid one-page PDF naming `titulo` (ASCII only: the demo's file contents, not its screens). */
export function pdfMinimo(titulo: string): Uint8Array {
  const texto = titulo.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const conteudo = `BT /F1 18 Tf 40 100 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const posicoes: number[] = [];
  objetos.forEach((o, i) => { posicoes.push(pdf.length); pdf += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n${posicoes.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

type Situacao = 'termo' | 'cadastro' | 'arquivos' | 'emAnalise' | 'incorreta' | 'ativo';
interface MembroDemo {
  email: string;
  situacao: Situacao;
  nome?: string;
  codSocio?: string;
  tipo?: TipoEmpresa;
  documento?: string;
  consultor?: 2;
}

/** The five members of the first demo (README), kept as they were, then the rest. */
const MEMBROS: MembroDemo[] = [
  { email: 'sem.nome@exemplo.com.br', situacao: 'termo' },
  { email: 'cadastro@exemplo.com.br', situacao: 'cadastro', nome: 'Padaria Cadastro Ltda', documento: '11222333000181' },
  { email: 'arquivos@exemplo.com.br', situacao: 'arquivos', nome: 'Mercado Arquivos ME', codSocio: '0002001', tipo: 'PJ', documento: '45723174000110' },
  { email: 'incorreta@exemplo.com.br', situacao: 'incorreta', nome: 'Ótica Documento Incorreto', codSocio: '0002002', tipo: 'PJ', documento: '11444777000161' },
  { email: 'ativo@exemplo.com.br', situacao: 'ativo', nome: 'Farmácia Ativa S.A.', codSocio: '0002003', tipo: 'PJ', documento: '19131243000197' },
  ...([
    ['convite.aurora@exemplo.com.br', 'termo'], ['convite.baraúna@exemplo.com.br', 'termo'], ['convite.cedro@exemplo.com.br', 'termo'],
    ['convite.dália@exemplo.com.br', 'termo'], ['convite.ébano@exemplo.com.br', 'termo'],
    ['convite.figueira@exemplo.com.br', 'termo'], ['convite.guapuruvu@exemplo.com.br', 'termo'],
    ['cadastro.ipe@exemplo.com.br', 'cadastro'], ['cadastro.jatoba@exemplo.com.br', 'cadastro'], ['cadastro.jacaranda@exemplo.com.br', 'cadastro'],
    ['cadastro.manaca@exemplo.com.br', 'cadastro'],
  ] as const).map(([email, situacao]) => ({ email: email.normalize('NFD').replace(/\p{M}/gu, ''), situacao })),
  ...([
    ['nguyen@exemplo.com.br', 'Nguyễn Comércio', 'arquivos', 'PJ'],
    ['lukasz@exemplo.com.br', 'Łukasz Serviços', 'ativo', 'AUT'],
    ['li@exemplo.com.br', '李 Importação', 'ativo', 'PJ'],
    ['cafe@exemplo.com.br', 'Café ☕ Aroma Ltda', 'ativo', 'MEI'],
    ['acougue@exemplo.com.br', 'Açougue São João', 'arquivos', 'MEI'],
    ['padaria.acucar@exemplo.com.br', 'Padaria Pão de Açúcar', 'ativo', 'PJ'],
    ['avila@exemplo.com.br', 'Confecções Ávila', 'incorreta', 'PJ'],
    ['elan@exemplo.com.br', 'Élan Estética', 'ativo', 'PL'],
    ['iris@exemplo.com.br', 'Farmácia Íris', 'arquivos', 'PJ'],
    ['omega@exemplo.com.br', 'Óptica Ômega', 'ativo', 'PJ'],
    ['ursula@exemplo.com.br', 'Mercearia Úrsula', 'incorreta', 'AE'],
    ['angela@exemplo.com.br', 'Livraria Ângela', 'ativo', 'AE'],
    ['munoz@exemplo.com.br', 'Construtora Muñoz', 'arquivos', 'PJ'],
    ['goncalves@exemplo.com.br', 'Dra. Conceição Gonçalves', 'ativo', 'PL'],
    ['zoe@exemplo.com.br', 'Zoë Design ✨', 'arquivos', 'MEI'],
  ] as const).map(([email, nome, situacao, tipo], i) => ({
    email, nome, situacao, tipo, codSocio: String(2004 + i).padStart(7, '0'),
    documento: pessoaFisicaOuJuridica(tipo) === 'f' ? cpfDemo(i + 1) : cnpjDemo(i + 1),
  })),
  { email: 'outro.consultor@exemplo.com.br', situacao: 'arquivos', nome: 'Livraria do Outro Ltda', codSocio: '0004001', tipo: 'PJ', documento: cnpjDemo(99), consultor: 2 },
];

const ENDERECO = { lograd: 'Avenida Afonso Pena', numero: '1500', complemento: 'Loja 2', bairro: 'Centro', cep: '30130005', cidade: 'Belo Horizonte', uf: 'MG' };

/** Writes the demo carteiras: associates, carteira rows, registrations, finished and open documentation tickets with their files. */
export async function semearCarteiras(tx: Tx, d: { consultor: number; consultor2: number; atendente: number; senhaHash: string; agora: Date }) {
  const registrados = MEMBROS.filter((m) => m.codSocio);
  await tx.insert(associados).values(registrados.map((m) => ({ codSocio: m.codSocio!, nome: m.nome!, documento: m.documento! })));
  const linhas = await tx.insert(carteira).values(MEMBROS.map((m, i) => {
    const dados = { codSocio: m.codSocio ?? null, nomeSocio: m.nome ?? null, documento: m.documento ?? null, email: m.email };
    return {
      ...dados, consultorId: m.consultor === 2 ? d.consultor2 : d.consultor, busca: chaveDeBusca(dados),
      aceiteTermoUso: m.situacao !== 'termo', aceiteContrato: Boolean(m.codSocio),
      // the password the invited company chose with the Termo de Uso: the registration makes it its login (SENHA_DEMO)
      senhaPendente: m.situacao === 'cadastro' ? d.senhaHash : null,
      criadoEm: new Date(d.agora.getTime() - (MEMBROS.length - i) * 3_600_000),
    };
  })).returning({ id: carteira.id, email: carteira.email });
  const idDe = new Map(linhas.map((l) => [l.email, l.id]));
  // the invited rows' links went out yesterday (outside today's count), still open: a row without one would be free
  // to any consultant's invitation (issue 26); the tokens are dropped, 'Reenviar convite' sends a usable one
  const ontem = new Date(d.agora.getTime() - 86_400_000);
  for (const m of MEMBROS.filter((x) => x.situacao === 'termo')) {
    await criarConvite(tx, { carteiraId: idDe.get(m.email)!, finalidade: 'filiacao', enviadoPor: m.consultor === 2 ? d.consultor2 : d.consultor, agora: ontem });
  }
  await tx.insert(cadastrosAssociado).values(registrados.map((m, i) => {
    const tipo = m.tipo!;
    return {
      codSocio: m.codSocio!, carteiraId: idDe.get(m.email)!, nomefantasia: m.nome!, codpacote: ['0000283', '0000335', '0000336'][i % 3]!,
      tpEmpresa: tipo, nome: m.nome!, cgccfo: m.documento!, inscrestadual: 'ISENTO', contato: 'Joana Contato', cpf: '52998224725',
      sexo: 'F', dataNascimento: '1980-03-10', celular: '31987654321', telefone: '3132104567', email: m.email,
      ...VALORES_FIXOS_CADASTRO, pessoafisoujur: pessoaFisicaOuJuridica(tipo), codcoltcf: 0, codtcf: '001',
      cadastradoPor: m.consultor === 2 ? d.consultor2 : d.consultor, cadastradoEm: d.agora, ...ENDERECO,
    };
  }));

  // documentation tickets, all finished (all OK, or one INCORRETA): staff's queue starts empty (the journey fills it);
  // 'emAnalise' (an open ticket) stays possible for a demo that wants one
  const comChamado = registrados.filter((m) => ['incorreta', 'ativo', 'emAnalise'].includes(m.situacao));
  const abertoEm = new Date(d.agora.getTime() - 2 * 86_400_000);
  const tickets = await tx.insert(chamados).values(comChamado.map((m) => ({
    codSocio: m.codSocio!, produto: 'cdl-consultor', tipo: 'documentacao' as const, label: 'Documentação do associado',
    status: m.situacao === 'emAnalise' ? STATUS_CHAMADO.aberto : STATUS_CHAMADO.finalizado, abertoPor: d.consultor, abertoEm, atualizadoEm: d.agora,
  }))).returning({ id: chamados.id, codSocio: chamados.codSocio });
  const chamadoDe = new Map(tickets.map((t) => [t.codSocio, t.id]));
  await tx.insert(historicoChamados).values(comChamado.flatMap((m) => {
    const chamadoId = chamadoDe.get(m.codSocio!)!;
    const abertura = { chamadoId, usuarioId: d.consultor, em: abertoEm, status: STATUS_CHAMADO.aberto };
    if (m.situacao === 'emAnalise') return [abertura];
    return [abertura, {
      chamadoId, usuarioId: d.atendente, em: d.agora, status: STATUS_CHAMADO.finalizado, tipoSolucao: 'Documentos revisados',
      solucao: m.situacao === 'ativo' ? 'Todos os documentos conferidos.' : `Corrigir: ${ROTULOS_DOCUMENTOS.contratoSocial}.`,
    }];
  }));
  const pares = comChamado.flatMap((m) => DOCUMENTOS_POR_TIPO[m.tipo!].map((documento) => ({ m, documento })));
  const pdfs = pares.map(({ m, documento }) => pdfMinimo(`${ROTULOS_DOCUMENTOS[documento]} - ${m.codSocio}`));
  const gravados = await tx.insert(arquivos).values(pares.map(({ m, documento }, i) => ({
    codSocio: m.codSocio!, produto: 'cdl-consultor', finalidade: documento, nome: `${documento}.pdf`, mime: 'application/pdf',
    tamanho: pdfs[i]!.length, sha256: createHash('sha256').update(pdfs[i]!).digest('hex'), conteudo: pdfs[i]!,
    emAnalise: m.situacao === 'emAnalise',
  }))).returning({ id: arquivos.id });
  const revisao = (m: MembroDemo, documento: DocumentoAssociado) => {
    if (m.situacao === 'emAnalise') return null;
    return m.situacao === 'incorreta' && documento === 'contratoSocial' ? textoDaRevisao(false, 'Documento ilegível.') : textoDaRevisao(true, '');
  };
  await tx.insert(documentosChamado).values(pares.map(({ m, documento }, i) => {
    const r = revisao(m, documento);
    return {
      chamadoId: chamadoDe.get(m.codSocio!)!, pessoa: '', documento, arquivoId: gravados[i]!.id, revisao: r,
      revisadoPor: r === null ? null : d.atendente, revisadoEm: r === null ? null : d.agora,
    };
  }));
}
