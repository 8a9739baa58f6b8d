import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Redirect, useSearch } from 'wouter';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import { destinoSeguro, MAXIMO_SENHA } from '../../domain/comum/login';
import { loginMachine } from '../../machines/comum/login.machine';
import { SESSAO_EXPIRADA } from '../../services/comum/api';
import { Sessao } from './Sessao';
import { rotas } from '../rotas';

/**
 * /login: e-mail and password; afterwards back to where the user was going. After a 401 it says the
 * session expired; after SAIR it forgets where the last user was (the next one starts at the products).
 */
export function LoginView() {
  const sessao = Sessao.useActorRef();
  const autenticado = Sessao.useSelector((s) => s.matches('authenticated'));
  const expirou = Sessao.useSelector((s) => s.matches('expired'));
  const saiu = Sessao.useSelector((s) => s.matches('signedOut'));
  const voltar = new URLSearchParams(useSearch()).get('voltar');
  const machine = useMemo(
    () => loginMachine.provide({ actions: { announce: (_, usuario) => sessao.send({ type: 'session.started', usuario }) } }),
    [sessao],
  );
  const [state, send] = useMachine(machine);
  if (autenticado) return <Redirect to={destinoSeguro(voltar, rotas.Dashboard.link())} replace />;
  // SAIR: App sent the page just left as voltar; it was the last user's, not the next one's
  if (saiu && voltar !== null) return <Redirect to={rotas.login.link()} replace />;
  const { email, senha, notice, pending } = state.context;
  const enviando = state.matches('submitting');
  return (
    <section aria-labelledby="titulo" className="cartao login">
      <h1 id="titulo">Portal do Associado</h1>
      {expirou && <p className="aviso" role="status">{SESSAO_EXPIRADA}</p>}
      <form
        className="formulario"
        noValidate
        onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}
      >
        <div className="campo">
          <label htmlFor="email">E-mail</label>
          <input id="email" type="email" autoComplete="username" value={email} required maxLength={MAXIMO_EMAIL}
            aria-invalid={notice !== null} aria-describedby={notice ? 'erro-login' : undefined}
            onChange={(e) => send({ type: 'field.change', field: 'email', value: e.target.value })} />
        </div>
        <div className="campo">
          <label htmlFor="senha">Senha</label>
          <input id="senha" type="password" autoComplete="current-password" value={senha} required maxLength={MAXIMO_SENHA}
            aria-invalid={notice !== null} aria-describedby={notice ? 'erro-login' : undefined}
            onChange={(e) => send({ type: 'field.change', field: 'senha', value: e.target.value })} />
        </div>
        {notice && <p id="erro-login" className="alerta" role="alert">{notice}</p>}
        {/* the right password of an invitation not registered yet: news, not a field's error */}
        {pending && <p className="aviso" role="status">{pending}</p>}
        <button type="submit" className="botao" disabled={enviando}>{enviando ? 'Entrando…' : 'Entrar'}</button>
      </form>
    </section>
  );
}
