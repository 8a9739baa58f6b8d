import { useMachine } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link, Redirect } from 'wouter';
import { mensagensUsuarios } from '../../domain/clube-vantagens/usuarios';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { PlanilhaMachine } from '../../machines/clube-vantagens/planilha.machine';
import { clubeUsuariosMachine, planilhaUsuariosMachine } from '../../machines/clube-vantagens/usuarios.machine';
import { avisos } from '../../services/comum/avisos';
import { avisosDaPlanilha, EnvioPlanilha } from './EnvioPlanilha';
import { rotasClube } from './rotas';
import { MASCARA_CPF } from '../../domain/comum/mascaras';

// react-imask comes in its own small chunk, only with this form's rows
const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

// after React has drawn the new state
const focarDepois = (seletor: string) => setTimeout(() => document.querySelector<HTMLElement>(seletor)?.focus());

const usuariosMachine = clubeUsuariosMachine.provide({
  actions: {
    fail: ({ context }) => avisos.erro(context.notice ?? ''), // §8 'Erro ao cadatrar usuários, tente novamente.'
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    showProblems: () => focarDepois('.usuarios-form [data-problema]'),
  },
  actors: { planilha: planilhaUsuariosMachine.provide({ actions: avisosDaPlanilha }) },
});

/** /produto/clube-vantagens/formulario/usuarios: by hand (cpf, nome) or by spreadsheet (spec §2, §5, §8). */
export function UsuariosView() {
  // §5 dataSolicitacao: São Paulo's today, read here (a machine never reads the clock)
  const [state, send] = useMachine(usuariosMachine, { input: { hoje: dataSaoPaulo(new Date()) } });
  const { linhas, problema } = state.context;
  const titulo = <h1 id="titulo">Cadastrar usuários</h1>;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('saved') || state.matches('leftToPanel')) return <Redirect to={rotasClube.painel.link()} />;
  const voltar = <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>;
  const adicionar = () => {
    send({ type: 'row.add' });
    focarDepois('.linhas-usuarios > li:last-child input');
  };

  if (state.matches('choosing')) {
    const planilha = state.children.planilha as ActorRefFrom<PlanilhaMachine> | undefined;
    // §2 empty state: add user OU upload spreadsheet
    return (
      <section aria-labelledby="titulo" className="clube-usuarios">
        {titulo}
        <div className="duas-opcoes">
          <div className="cartao" role="group" aria-labelledby="opcao-digitar">
            <h2 id="opcao-digitar">Adicionar usuário</h2>
            <p>Digite o CPF e o nome de cada usuário do seu Clube de Vantagens.</p>
            <div className="acoes"><button type="button" className="botao" onClick={adicionar}>Adicionar usuário</button></div>
          </div>
          <p className="ou">OU</p>
          <div className="cartao" role="group" aria-labelledby="opcao-planilha">
            <h2 id="opcao-planilha">Enviar planilha</h2>
            {planilha && (
              <EnvioPlanilha actor={planilha} id="usuarios" acao="Enviar planilha"
                dica="Colunas CPF e Nome na primeira linha, uma linha por usuário. Formato .xlsx, até 10 MB." />
            )}
          </div>
        </div>
        <div className="acoes">{voltar}</div>
      </section>
    );
  }

  const salvando = state.matches('saving');
  return (
    <section aria-labelledby="titulo" className="clube-usuarios">
      {titulo}
      <form noValidate className="clube-form usuarios-form" aria-busy={salvando}
        onSubmit={(e) => { e.preventDefault(); send({ type: 'users.submit' }); }}>
        <p className="dica" id="usuarios-dica">Informe o CPF e o nome de cada usuário. Campos marcados com * são obrigatórios.</p>
        <ol className="lista-limpa linhas-usuarios">
          {linhas.map((l, i) => (
            <li key={l.id}>
              <fieldset className="opcoes linha-usuario" disabled={salvando}>
                <legend>Usuário {i + 1}</legend>
                <div className="campo">
                  <label htmlFor={`cpf-${l.id}`}>CPF<span aria-hidden="true"> *</span></label>
                  {/* §9 mask ###.###.###-##; the machine keeps the digits (unmask) */}
                  <Suspense fallback={<input id={`cpf-${l.id}`} disabled placeholder="000.000.000-00" />}>
                    <EntradaMascarada id={`cpf-${l.id}`} name="cpf" mask={MASCARA_CPF} value={l.cpf} inputMode="numeric"
                      autoComplete="off" placeholder="000.000.000-00" required
                      aria-invalid={l.erroCpf ? true : undefined} data-problema={l.erroCpf ? '' : undefined}
                      aria-describedby={l.erroCpf ? `cpf-${l.id}-erro` : undefined}
                      onAccept={(valor) => send({ type: 'row.change', id: l.id, campo: 'cpf', valor })} />
                  </Suspense>
                  {l.erroCpf && <p id={`cpf-${l.id}-erro`} className="erro-campo" role="alert">{l.erroCpf}</p>}
                </div>
                <div className="campo">
                  <label htmlFor={`nome-${l.id}`}>Nome<span aria-hidden="true"> *</span></label>
                  <input id={`nome-${l.id}`} name="nome" value={l.nome} maxLength={120} autoComplete="off" required
                    aria-invalid={l.erroNome ? true : undefined} data-problema={l.erroNome ? '' : undefined}
                    aria-describedby={l.erroNome ? `nome-${l.id}-erro` : undefined}
                    onChange={(e) => send({ type: 'row.change', id: l.id, campo: 'nome', valor: e.currentTarget.value })} />
                  {l.erroNome && <p id={`nome-${l.id}-erro`} className="erro-campo" role="alert">{l.erroNome}</p>}
                </div>
                <button type="button" className="botao secundario remover" aria-label={`Remover usuário ${i + 1}`}
                  onClick={() => send({ type: 'row.remove', id: l.id })}>Remover</button>
              </fieldset>
            </li>
          ))}
        </ol>
        <div><button type="button" className="botao secundario" disabled={salvando} onClick={adicionar}>Adicionar usuário</button></div>
        {problema && <p className="erro-campo" role="alert" tabIndex={-1} data-problema="">{problema}</p>}
        <div className="acoes">
          {voltar}
          <button type="submit" className="botao" disabled={salvando}>{salvando ? mensagensUsuarios.salvando : 'SALVAR'}</button>
        </div>
      </form>
    </section>
  );
}
