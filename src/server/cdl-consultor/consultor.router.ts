import { tsr } from '@ts-rest/serverless/fetch';
import { and, eq } from 'drizzle-orm';
import { cdlConsultorContract } from '../../contracts/cdl-consultor.contract';
import { mensagensCadastro } from '../../domain/cdl-consultor/cadastro';
import { aprovado, DOCUMENTOS_ASSOCIADO, DOCUMENTOS_POR_TIPO, esperarEnviarLogin, mensagensConsultor, nomeDoPacote, ROTULOS_DOCUMENTOS } from '../../domain/cdl-consultor/carteira';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { problemaDoNascimento } from '../../domain/comum/pessoa';
import { AcessoNegado } from '../comum/acesso';
import { lerArquivoEnviado, type ArquivoLido, type TipoArquivo } from '../comum/arquivos';
import { gravarArquivo } from '../comum/arquivos.repo';
import { abrirChamado, chamadosDoAssociado } from '../comum/chamados';
import type { Contexto, Dependencias, Previas } from '../comum/context';
import { chaveDaRota } from '../infra/rotas';
import { mensagensServidor, recusa as recusaHttp } from '../infra/mensagens';
import type { Db, Tx } from '../db/database';
import { enfileirarEmail } from '../comum/outbox';
import { chamados, documentosChamado } from '../db/schema/comum';
import { criarConvite, linkDoConvite, urlPublica } from './convites';
import { membroPorId, paginaDaCarteira, PRODUTO } from './carteira.repo';
import {
  aprovados, atualizacaoAberta, cadastrar, esperaDasCredenciais, dadosCadastrais, documentacaoDoMembro, documentosDosChamados,
  gravarAtualizacao, marcarEmAnalise, membroAtendido, nomeDoUsuario, novoMembro, podeReenviar, registrarAcao, tipoEmpresaDe, ultimaAtualizacaoRecusada, ultimoChamadoDocumentacao,
} from './consultor.repo';

/** The server's texts of the consultant area where the spec is silent (decided, issue 21). */
export const mensagensServidorConsultor = {
  /** decided (issue 26): one answer for a login and an e-mail invited by anyone: the invitation tells no one which. */
  emailIndisponivel: 'Este e-mail já foi convidado ou já tem acesso ao portal.',
  conviteJaAceito: 'O futuro associado já aceitou o Termo de Uso.',
  conviteReenviado: (email: string) => `Convite reenviado para ${email}.`,
  limiteConvites: 'Limite de convites atingido: tente novamente amanhã.',
  conviteEnviado: (email: string) => `Convite enviado para ${email}.`,
  jaCadastrado: 'Este associado já foi cadastrado.',
  semTermo: 'O futuro associado ainda não aceitou o Termo de Uso.',
  documentoExiste: 'Já existe um associado com este CPF/CNPJ.',
  documentoDoTipo: mensagensCadastro.documentoDoTipo,
  emAnalise: 'Seus documentos já estão em análise.',
  jaAprovados: 'Os documentos deste associado já foram aprovados.',
  foraDaLista: 'Documento fora da lista deste tipo de empresa.',
  arquivoInvalido: (rotulo: string) => `${rotulo}: envie um arquivo PNG, JPEG, GIF, EPS ou PDF.`,
  /** issue 27: after a review only the rejected documents are sent again. */
  jaAprovado: (rotulo: string) => `${rotulo} já foi aprovado: envie só os documentos recusados.`,
  loginEnviado: (email: string) => `Login enviado para ${email}.`,
  rotuloAtualizacao: 'Atualização de dados cadastrais',
  rotuloDocumentacao: 'Documentação do associado',
  assuntoConvite: 'Convite para associar-se',
  assuntoCredenciais: 'Seu acesso ao Portal do Associado',
  assuntoCadastro: 'Seu cadastro no Portal do Associado foi concluído',
} as const;
const m = mensagensServidorConsultor;

/** The invitation e-mail (plain text): who invites, the link, how long it works. Names go as typed (Unicode). */
export function emailDeConvite(nomeConsultor: string, link: string): string {
  return [
    'Olá!',
    '',
    `${nomeConsultor}, consultor(a) da associação, convidou a sua empresa para associar-se pelo Portal do Associado.`,
    '',
    'Para aceitar, abra o link abaixo, leia o Termo de Uso e crie a sua senha de acesso:',
    link,
    '',
    'O link vale por 7 dias e funciona uma única vez. Se você não esperava este convite, ignore este e-mail.',
  ].join('\n');
}

/** The login e-mail ('Enviar Login'): a link to set a password, never a password. */
export function emailDeCredenciais(nomeConsultor: string, nomeAssociado: string, email: string, link: string): string {
  return [
    'Olá!',
    '',
    `${nomeConsultor}, consultor(a) da associação, enviou o seu acesso ao Portal do Associado de ${nomeAssociado}.`,
    `O seu login é este e-mail: ${email}`,
    '',
    'Para criar a sua senha, abra o link abaixo:',
    link,
    '',
    'O link vale por 7 dias e funciona uma única vez. Nenhuma senha é enviada por e-mail.',
  ].join('\n');
}

/**
 * The registration e-mail (issue 27): the invited company can log in now, with the password it chose on the invitation;
 * the package its consultant registered, and when the contribution starts (the Termo de Uso's clause).
 */
export function emailDeCadastro(nomeConsultor: string, nomeAssociado: string, email: string, pacote: string, linkLogin: string): string {
  return [
    'Olá!',
    '',
    `${nomeConsultor}, consultor(a) da associação, concluiu o cadastro de ${nomeAssociado} no Portal do Associado.`,
    `Pacote escolhido: ${pacote}. A contribuição associativa segue a tabela vigente da associação e é cobrada mensalmente a partir da conclusão da filiação, depois da conferência dos documentos.`,
    '',
    `Entre no portal com este e-mail (${email}) e a senha que você criou ao aceitar o Termo de Uso:`,
    linkLogin,
    '',
    'Se algo não confere, fale com o seu consultor antes do envio dos documentos.',
  ].join('\n');
}

/** png, jpeg, gif, eps, pdf by their magic bytes (§5). */
const TIPOS_DOCUMENTO: readonly TipoArquivo[] = ['png', 'jpeg', 'gif', 'eps', 'pdf'];

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const conflito = (mensagem: string) => ({ status: 409 as const, body: { mensagem } });
const demais = (mensagem: string) => ({ status: 429 as const, body: { mensagem } });

/** Why the member's documents cannot be sent now (decided: 409), or null: under review, or all approved. */
async function envioImpedido(db: Db | Tx, codSocio: string): Promise<string | null> {
  const ultimo = await ultimoChamadoDocumentacao(db, codSocio);
  if (ultimo?.status === 0) return m.emAnalise;
  if (ultimo && aprovados(ultimo.status, await documentosDosChamados(db, [ultimo.id]))) return m.jaAprovados;
  return null;
}

/**
 * The consultant's checks before a body is read (issue 26; app.ts runs them once the caller may use the route): a
 * member outside the carteira (404, AcessoNegado) or documents that cannot be sent now (409) are answered before up to
 * 40 MB of files are read and parsed.
 */
export const previasDoConsultor = ({ database }: Dependencias): Previas => ({
  [chaveDaRota(cdlConsultorContract.anexarDocumentacaoAssociado)]: async (consulta, usuario) => {
    const membro = await membroAtendido(database.db, usuario, (consulta as { codSocio: string }).codSocio);
    const impedimento = await envioImpedido(database.db, membro.codSocio);
    return impedimento ? recusaHttp(409, impedimento) : null;
  },
});

/** The consultant's calls on its carteira (§7 Consultant; issue 21). Consultants only (the contract's metadata). */
export function cdlConsultorRouter(deps: Dependencias) {
  const { database } = deps;
  return tsr.platformContext<Contexto>().router(cdlConsultorContract, {
    consultarCarteira: async ({ query }, { usuario }) => ({
      status: 200, body: await paginaDaCarteira(database.db, usuario.id, query.filtro, query.linhas, query.pagina),
    }),

    consultarMembroCarteira: async ({ query }, { usuario }) => {
      const membro = await membroPorId(database.db, usuario.id, query.membroId);
      if (!membro) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} tentou a linha ${query.membroId} da carteira`);
      return { status: 200, body: membro };
    },

    enviarEmailFuturoAssociado: async ({ query }, { usuario, agora }) => database.tx(async (tx) => {
      const r = await novoMembro(tx, usuario.id, query.email, agora);
      if (!r.ok) {
        if (r.motivo === 'limite') return demais(m.limiteConvites);
        return conflito(m.emailIndisponivel);
      }
      const token = await criarConvite(tx, { carteiraId: r.carteiraId, finalidade: 'filiacao', enviadoPor: usuario.id, agora });
      await enfileirarEmail(tx, { para: query.email, assunto: m.assuntoConvite, corpo: emailDeConvite(await nomeDoUsuario(tx, usuario.id), linkDoConvite(token)) });
      await registrarAcao(tx, { consultorId: usuario.id, carteiraId: r.carteiraId, codSocio: null, acao: 'convite', em: agora });
      return { status: 200 as const, body: { mensagem: m.conviteEnviado(query.email) } };
    }),

    reenviarConvite: async ({ query }, { usuario, agora }) => database.tx(async (tx) => {
      const r = await podeReenviar(tx, usuario.id, query.membroId, agora);
      if (!r.ok) return r.motivo === 'limite' ? demais(m.limiteConvites) : conflito(m.conviteJaAceito);
      const token = await criarConvite(tx, { carteiraId: query.membroId, finalidade: 'filiacao', enviadoPor: usuario.id, agora });
      await enfileirarEmail(tx, { para: r.email, assunto: m.assuntoConvite, corpo: emailDeConvite(await nomeDoUsuario(tx, usuario.id), linkDoConvite(token)) });
      await registrarAcao(tx, { consultorId: usuario.id, carteiraId: query.membroId, codSocio: null, acao: 'convite-reenviado', em: agora });
      return { status: 200 as const, body: { mensagem: m.conviteReenviado(r.email) } };
    }),

    cadastrarAssociado: async ({ body }, { usuario, agora }) => {
      // issue 27: a birth date after today in São Paulo (the schema cannot know today; the route's clock does)
      const nascimento = problemaDoNascimento(body.datanascimento, dataSaoPaulo(agora));
      if (nascimento) return recusa(nascimento);
      return database.tx(async (tx) => {
        const r = await cadastrar(tx, usuario, body, agora);
        if (r.ok) {
          // decided (issue 27): the login the company's invitation promised exists now: it is told so (and its package)
          if (r.loginCriado) {
            const corpo = emailDeCadastro(await nomeDoUsuario(tx, usuario.id), body.nome, r.email, nomeDoPacote(body.codpacote), `${urlPublica()}/login`);
            await enfileirarEmail(tx, { para: r.email, assunto: m.assuntoCadastro, corpo });
          }
          return { status: 200 as const, body: { mensagem: mensagensConsultor.cadastroRealizado, codSocio: r.codSocio } };
        }
        switch (r.motivo) {
          case 'jaCadastrado': return conflito(m.jaCadastrado);
          case 'semTermo': return conflito(m.semTermo);
          case 'documentoExiste': return conflito(m.documentoExiste);
          case 'documentoDoTipo': return recusa(m.documentoDoTipo(body.tp_empresa === 'PL' || body.tp_empresa === 'AUT'));
        }
      });
    },

    consultarAssociado: async ({ query }, { usuario }) => {
      const membro = await membroAtendido(database.db, usuario, query.codSocio);
      const [chamadoAtualizacao, dados, ultimaRecusa] = await Promise.all([
        atualizacaoAberta(database.db, membro.codSocio), dadosCadastrais(database.db, membro), ultimaAtualizacaoRecusada(database.db, membro.codSocio),
      ]);
      return { status: 200, body: { chamadoAtualizacao, dadosCadastrais: dados, ultimaRecusa } };
    },

    atualizarCadastroAssociado: async ({ body }, { usuario, agora }) => database.tx(async (tx) => {
      const membro = await membroAtendido(tx, usuario, body.codSocio);
      const chamadoId = await abrirChamado(tx, {
        codSocio: membro.codSocio, produto: PRODUTO, tipo: 'atualizacao', label: m.rotuloAtualizacao, por: usuario.id, agora,
      });
      // chamados_uma_atualizacao_aberta: one open update request per member
      if (chamadoId === null) return conflito(mensagensConsultor.atualizacaoEmAberto);
      await gravarAtualizacao(tx, chamadoId, membro.codSocio, body);
      await registrarAcao(tx, { consultorId: usuario.id, carteiraId: membro.carteiraId, codSocio: membro.codSocio, acao: 'atualizacao', em: agora });
      return { status: 200 as const, body: { mensagem: mensagensConsultor.atualizacaoSolicitada } };
    }),

    consultarChamados: async ({ query }, { usuario }) => {
      const { codSocio } = await membroAtendido(database.db, usuario, query.codSocio);
      // the platform's list (newest first, last solution), kept to this product's tickets
      const [todos, doProduto] = await Promise.all([
        chamadosDoAssociado(database.db, codSocio),
        database.db.select({ id: chamados.id, tipo: chamados.tipo }).from(chamados)
          .where(and(eq(chamados.codSocio, codSocio), eq(chamados.produto, PRODUTO))),
      ]);
      const tipos = new Map(doProduto.map((c) => [String(c.id), c.tipo]));
      const docs = await documentosDosChamados(database.db, doProduto.filter((c) => c.tipo === 'documentacao').map((c) => c.id));
      const lista = todos.filter((c) => tipos.has(c.codigo)).map((c) => ({
        ...c,
        // §3: a documentation ticket carries each document's review text
        ...Object.fromEntries(docs.filter((d) => String(d.chamadoId) === c.codigo).map((d) => [d.documento, d.revisao])),
      }));
      return { status: 200, body: lista };
    },

    consultarDocumentacaoAssociado: async ({ query }, { usuario }) => {
      const { codSocio } = await membroAtendido(database.db, usuario, query.codSocio);
      return { status: 200, body: await documentacaoDoMembro(database.db, codSocio) };
    },

    anexarDocumentacaoAssociado: async ({ body, query }, { usuario, agora }) => database.tx(async (tx) => {
      if (body.codSocio !== query.codSocio) return recusa(mensagensServidor.corpoInvalido);
      const membro = await membroAtendido(tx, usuario, body.codSocio);
      // checked again here, in the transaction: two sends may both have passed the check before the body
      const impedimento = await envioImpedido(tx, membro.codSocio);
      if (impedimento) return conflito(impedimento);
      const lista = DOCUMENTOS_POR_TIPO[await tipoEmpresaDe(tx, membro.codSocio)];
      // issue 27: after a review, only what it did not approve is sent; the approved files go into the new ticket as they are
      const anterior = await ultimoChamadoDocumentacao(tx, membro.codSocio);
      const levados = (anterior ? await documentosDosChamados(tx, [anterior.id]) : [])
        .filter((d) => d.pessoa === '' && (lista as readonly string[]).includes(d.documento) && aprovado(d.revisao));
      const pendentes = lista.filter((d) => !levados.some((l) => l.documento === d));
      const enviados = DOCUMENTOS_ASSOCIADO.filter((d) => body[d] !== undefined);
      if (enviados.some((d) => !lista.includes(d))) return recusa(m.foraDaLista);
      const jaAprovado = enviados.find((d) => !pendentes.includes(d));
      if (jaAprovado) return { status: 400 as const, body: { mensagem: m.jaAprovado(ROTULOS_DOCUMENTOS[jaAprovado]), campo: jaAprovado } };
      if (pendentes.some((d) => !enviados.includes(d))) return recusa(mensagensConsultor.todosOsDocumentos);
      const lidos: [string, ArquivoLido][] = [];
      for (const documento of pendentes) {
        const rotulo = ROTULOS_DOCUMENTOS[documento];
        const r = await lerArquivoEnviado(body[documento]!, TIPOS_DOCUMENTO, rotulo, m.arquivoInvalido(rotulo), documento);
        if (!r.ok) return r.recusa;
        lidos.push([documento, r.arquivo]);
      }
      const chamadoId = await abrirChamado(tx, {
        codSocio: membro.codSocio, produto: PRODUTO, tipo: 'documentacao', label: m.rotuloDocumentacao, por: usuario.id, agora,
      });
      // chamados_uma_documentacao_aberta: two sends at once open one ticket, the other reads it open
      if (chamadoId === null) return conflito(m.emAnalise);
      const ids: number[] = [];
      for (const [documento, arquivo] of lidos) {
        const arquivoId = await gravarArquivo(tx, { codSocio: membro.codSocio, produto: PRODUTO, finalidade: documento }, arquivo);
        ids.push(arquivoId);
        await tx.insert(documentosChamado).values({ chamadoId, pessoa: '', documento, arquivoId });
      }
      // the same stored file, reviewed again with the rest (decided: staff judge the set together)
      for (const l of levados) {
        ids.push(l.arquivoId);
        await tx.insert(documentosChamado).values({ chamadoId, pessoa: '', documento: l.documento, arquivoId: l.arquivoId });
      }
      await marcarEmAnalise(tx, ids);
      await registrarAcao(tx, { consultorId: usuario.id, carteiraId: membro.carteiraId, codSocio: membro.codSocio, acao: 'documentos', em: agora });
      return { status: 200 as const, body: { mensagem: mensagensConsultor.validandoDocumentos } };
    }),

    enviarEmailCredenciaisAssociado: async ({ query }, { usuario, agora, responseHeaders }) => database.tx(async (tx) => {
      const membro = await membroAtendido(tx, usuario, query.codSocio);
      const segundos = await esperaDasCredenciais(tx, membro.carteiraId, agora);
      if (segundos > 0) {
        // decided (issue 27): how long is left, in words and in seconds (the button stays disabled until then)
        responseHeaders.set('retry-after', String(segundos));
        return { status: 429 as const, body: { mensagem: esperarEnviarLogin(segundos), segundos } };
      }
      const token = await criarConvite(tx, { carteiraId: membro.carteiraId, finalidade: 'senha', enviadoPor: usuario.id, agora });
      const corpo = emailDeCredenciais(await nomeDoUsuario(tx, usuario.id), membro.nomeSocio ?? membro.email, membro.email, linkDoConvite(token));
      await enfileirarEmail(tx, { para: membro.email, assunto: m.assuntoCredenciais, corpo });
      await registrarAcao(tx, { consultorId: usuario.id, carteiraId: membro.carteiraId, codSocio: membro.codSocio, acao: 'login', em: agora });
      return { status: 200 as const, body: { mensagem: m.loginEnviado(membro.email) } };
    }),
  });

}
