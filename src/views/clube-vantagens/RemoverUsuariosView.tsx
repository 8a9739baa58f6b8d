import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { clubeRemoverUsuariosMachine } from '../../machines/clube-vantagens/remover-usuarios.machine';
import { avisosDaPlanilha, EnvioPlanilha } from './EnvioPlanilha';
import { rotasClube } from './rotas';

const removerMachine = clubeRemoverUsuariosMachine.provide({ actions: avisosDaPlanilha });

/** Remover Usuários (spec §2): a spreadsheet with a CPF column, the template link, back to the panel. */
export function RemoverUsuariosView() {
  const [state, , actor] = useMachine(removerMachine);
  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('sent') || state.matches('leftToPanel')) return <Redirect to={rotasClube.painel.link()} />;
  return (
    <section aria-labelledby="titulo" className="clube-usuarios">
      <h1 id="titulo">Remover Usuários</h1>
      <div className="cartao">
        <p>Envie uma planilha com a coluna CPF dos usuários que devem sair do seu Clube de Vantagens.</p>
        <EnvioPlanilha actor={actor} id="remover" acao="Remover usuários"
          dica="A primeira linha deve ter a coluna CPF. Formato .xlsx, até 10 MB." />
      </div>
      <div className="acoes">
        <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
      </div>
    </section>
  );
}
