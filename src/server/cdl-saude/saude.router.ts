import { tsr } from '@ts-rest/serverless/fetch';
import { cdlSaudeContract } from '../../contracts/cdl-saude.contract';
import { mensagensSaude, precoNaFaixa, vigenciaMinima } from '../../domain/cdl-saude/precos';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { associadoAtendido } from '../comum/acesso';
import type { Contexto, Dependencias } from '../comum/context';
import {
  assistenciasDe, CpfTomado, estadosCivis, familias, incluirFamilia, opcionaisDe, operadoras, plano, planosDe, sexos, tiposDependente,
} from './vidas.repo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });

/**
 * CDL Saúde (§7 Health): catalogues, the associate's lives and the family's submission. The associate acts for itself,
 * the consultant for a member of its carteira (associadoAtendido on every call that reads or writes lives: 404 outside
 * it). The catalogue is no one's: any associate or consultant reads it. Plans are priced at the person's ANS band on the
 * earliest validity date (today + 8, São Paulo): the price the summary starts from; the submission reprices at the date
 * chosen.
 */
export function cdlSaudeRouter(deps: Dependencias) {
  const { database } = deps;
  const { db } = database;
  return tsr.platformContext<Contexto>().router(cdlSaudeContract, {
    // the {product} segment names the screen (GestaoSaude, Consultor); whom a call acts for is associadoAtendido's alone:
    // a consultant without codSocio or outside its carteira 404, an associate naming another 404
    consultarSamVidaArta: async ({ query }, { usuario }) => {
      const codSocio = await associadoAtendido(db, usuario, { codSocio: query.codSocio });
      const r = await familias(db, codSocio, query);
      if (query.cpfTitular && r.totalLinhas === 0) return { status: 404, body: { mensagem: mensagensSaude.semVidas } };
      return { status: 200, body: r };
    },

    incluirSamPrevidaArta: async ({ body }, { usuario, agora }) => {
      const codigos = new Set(body.map((v) => v.codSocio));
      if (codigos.size > 1) return recusa(mensagensSaude.codSocioDiferente);
      const pedido = body[0]!.codSocio;
      try {
        // every check runs before the one insert: a refusal has written nothing
        const r = await database.tx(async (tx) =>
          incluirFamilia(tx, await associadoAtendido(tx, usuario, { codSocio: pedido }), usuario.id, dataSaoPaulo(agora), body));
        if (r.tipo === 'ok') return { status: 200, body: { sucesso: true as const, mensagem: r.incluidas ? mensagensSaude.cadastrado(r.incluidas) : mensagensSaude.jaCadastrado } };
        if (r.tipo === 'limite') return { status: 429, body: { mensagem: mensagensSaude.muitosCadastros } };
        return { status: r.status, body: { erro: true as const, mensagem: r.status === 409 ? mensagensSaude.outraPessoaComCpf : mensagensSaude.revise, vidas: r.vidas } };
      } catch (e) {
        if (e instanceof CpfTomado) return { status: 409, body: { erro: true as const, mensagem: mensagensSaude.outraPessoaComCpf } };
        throw e;
      }
    },

    listarOperadora: async () => ({ status: 200, body: await operadoras(db) }),

    listarAssistenciaSaude: async ({ query }) => ({ status: 200, body: await assistenciasDe(db, query.operadora) }),

    listarPlanoSaude: async ({ body }, { agora }) => {
      const hoje = dataSaoPaulo(agora);
      if (body.aniversario > hoje) return recusa(mensagensSaude.nascimentoFuturo);
      return { status: 200, body: await planosDe(db, body.codOperadora, body.codAssistencia, body.aniversario, vigenciaMinima(hoje)) };
    },

    listarPlanoDependente: async ({ body }, { agora }) => {
      const hoje = dataSaoPaulo(agora);
      if (body.dtNascimento > hoje) return recusa(mensagensSaude.nascimentoFuturo);
      const p = await plano(db, body.codPlanoFx);
      if (!p) return { status: 404, body: { mensagem: mensagensSaude.planoInexistente } };
      return { status: 200, body: { codplanofx: p.codplanofx, tipoassistencia: p.acomodacao, valor: precoNaFaixa(p.precos, body.dtNascimento, vigenciaMinima(hoje)) } };
    },

    listarOpcional: async ({ query }) => ({ status: 200, body: await opcionaisDe(db, query.assistencia) }),
    listarEstadoCivil: async () => ({ status: 200, body: await estadosCivis(db) }),
    listarTipoSexo: async () => ({ status: 200, body: await sexos(db) }),
    listarTiposDependentes: async () => ({ status: 200, body: await tiposDependente(db) }),
  });
}
