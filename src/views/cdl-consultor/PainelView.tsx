import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { painelMachine } from '../../machines/cdl-consultor/painel.machine';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { CabecalhoDoAssociado } from '../comum/AssociadoDaRota';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { rotasConsultor } from './rotas';

/** /produto/cdl-consultor/associado/:codSocio (§2 Painel do Associado), for the member of the address. */
export function PainelView({ associado }: { associado: MembroDaCarteira }) {
  return <Painel key={associado.codSocio} associado={associado} />;
}

/** The member's name as the title, its cards, VOLTAR. */
function Painel({ associado }: { associado: MembroDaCarteira }) {
  const [state, send] = useMachine(painelMachine, { input: { associado } });
  const { nome, notice } = state.context;
  if (state.matches('sessionLost')) return null;
  if (state.matches('loading')) return <Carregando />;
  const voltar = <div className="acoes"><Link className="botao secundario" href={rotasConsultor.gerenciarAssociados.link()}>VOLTAR</Link></div>;
  if (state.matches('refused') || state.matches('loadFailed')) {
    // nothing of the member (not even the name kept in the browser) until the server says it is in the carteira
    return (
      <section aria-labelledby="titulo">
        <h1 id="titulo">Painel do Associado</h1>
        {state.matches('refused') ? <p className="alerta" role="alert">{notice}</p> : <FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} />}
        {voltar}
      </section>
    );
  }
  return (
    <section aria-labelledby="titulo" className="consultor-painel">
      <h1 id="titulo">{nome}</h1>
      <CabecalhoDoAssociado associado={associado} nome={nome} />
      <p className="subtitulo">Painel do Associado</p>
      <ul className="grade lista-limpa produtos">
        <li>
          <Link className="cartao produto" href={rotasConsultor.chamados.link({ codSocio: associado.codSocio })}>
            <strong>Lista de Chamados</strong>
            <span>Os chamados do associado e a última solução de cada um.</span>
          </Link>
        </li>
        <li>
          <Link className="cartao produto" href={rotasConsultor.editar.link({ codSocio: associado.codSocio })}>
            <strong>Editar Dados</strong>
            <span>Endereço e telefone: a atualização é uma solicitação ao atendimento.</span>
          </Link>
        </li>
        <li>
          <Link className="cartao produto" href={rotasConsultor.cdlSaude.link({ codSocio: associado.codSocio })}>
            <strong>CDL Saúde Gerenciar Vidas</strong>
            <span>As vidas do plano de saúde do associado.</span>
          </Link>
        </li>
      </ul>
      {voltar}
    </section>
  );
}
