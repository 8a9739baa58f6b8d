import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/** CDL Saúde's routes (spec §2 Health plan): the associate's, and the consultant's acting for a member (issue 27's address). */
export const rotasSaude = {
  lista: rota('/produto/cdl-saude-plano'),
  cadastro: rota('/produto/cdl-saude-plano/cadastro'),
  planos: rota('/produto/cdl-saude-plano/planos'),
  finalizar: rota('/produto/cdl-saude-plano/finalizar-cadastro'),
  resumo: rota('/produto/cdl-saude-plano/resumo'),
  enviado: rota('/produto/cdl-saude-plano/cadastro-enviado'),
  // decided: the consultant's screens name the member in the address (docs/decisions/cdl-saude.md)
  consultorLista: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude'),
  consultorCadastro: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude-cadastro'),
  consultorPlanos: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude-planos'),
  consultorFinalizar: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude-finalizar-cadastro'),
  consultorResumo: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude-resumo'),
  consultorEnviado: rota('/produto/cdl-consultor/associado/:codSocio/cdl-saude-cadastro-enviado'),
} as const;

const SAUDE = 'CDL Saúde';
export const TITULOS_SAUDE_CADASTRO: TitulosDasRotas = [
  [rotasSaude.cadastro.padrao, `Novo Plano — ${SAUDE}`],
  [rotasSaude.planos.padrao, `Escolha do plano — ${SAUDE}`],
  [rotasSaude.finalizar.padrao, `Preencha seus dados — ${SAUDE}`],
  [rotasSaude.resumo.padrao, `Resumo — ${SAUDE}`],
  [rotasSaude.enviado.padrao, `Cadastro enviado — ${SAUDE}`],
  [rotasSaude.consultorCadastro.padrao, `Novo Plano — ${SAUDE}`],
  [rotasSaude.consultorPlanos.padrao, `Escolha do plano — ${SAUDE}`],
  [rotasSaude.consultorFinalizar.padrao, `Preencha seus dados — ${SAUDE}`],
  [rotasSaude.consultorResumo.padrao, `Resumo — ${SAUDE}`],
  [rotasSaude.consultorEnviado.padrao, `Cadastro enviado — ${SAUDE}`],
];
