import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatBRL } from '../../domain/comum/dinheiro';
import { mensagensSaude } from '../../domain/cdl-saude/cadastro';
import type { saudePlanoTitularMachine } from '../../machines/cdl-saude/plano.machine';
import { Campo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';

/**
 * §2 plan search: name and birth date (LISTAR PLANOS disabled without them), the holder's operators (UNIMED BH opened)
 * with their assistances, the plans priced by age or 'Nada Encontrado.', optionals 0002/0004/0020 (0002 and 0004 exclusive).
 */
export function PlanosView({ plano, paraQuem }: { plano: unknown; paraQuem: ReactNode }) {
  const ator = plano as ActorRefFrom<typeof saudePlanoTitularMachine>;
  const state = useSelector(ator, (s) => s);
  const c = state.context;
  const send = ator.send;
  // the two searches (holder, dependent) share their state names
  const em = (estado: string) => state.matches(estado as never);
  const titular = c.tipoCadastro === 'titular';
  const pronto = c.nome.trim() !== '' && c.dataNascimento !== '';
  return (
    <section aria-labelledby="titulo" className="saude-planos">
      <h1 id="titulo">{titular ? 'Plano do titular' : 'Plano do dependente'}</h1>
      {paraQuem}
      <form onSubmit={(e) => { e.preventDefault(); send({ type: 'search' }); }} noValidate>
        <Campo id="nome" rotulo="Nome" obrigatorio erro={c.problemas.nome}>
          {(ctl) => <input {...ctl} type="text" autoComplete="name" value={c.nome} onChange={(e) => send({ type: 'name.change', valor: e.target.value })} />}
        </Campo>
        <Campo id="dataNascimento" rotulo="Data de nascimento" obrigatorio erro={c.problemas.dataNascimento}>
          {(ctl) => <input {...ctl} type="date" max={c.hoje} value={c.dataNascimento} onChange={(e) => send({ type: 'birth.change', valor: e.target.value })} />}
        </Campo>
        {em('form') && <button type="submit" className="botao" disabled={!pronto}>LISTAR PLANOS</button>}
      </form>
      {(em('loadingOperators') || em('openingOperator') || em('loadingPlans')) && <Carregando />}
      {em('loadFailed') && <FalhaDeCarga mensagem={c.notice} onRetry={() => send({ type: 'retry' })} />}
      {titular && c.operadoras && (em('operators') || em('openingOperator')) && (
        <div className="operadoras">
          <h2>Operadoras</h2>
          {c.operadoras.map((o) => (
            <details key={o.codoperadora} open={o.codoperadora === c.aberta}>
              <summary onClick={(e) => { e.preventDefault(); if (o.codoperadora !== c.aberta) send({ type: 'operator.open', codoperadora: o.codoperadora }); }}>
                {o.operadora}
              </summary>
              {o.codoperadora === c.aberta && (
                <ul>
                  {c.assistencias.map((a) => (
                    <li key={a.codassist}>
                      <button type="button" className="botao secundario" onClick={() => send({ type: 'assistance.choose', assistencia: a })}>{a.assistencia}</button>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          ))}
        </div>
      )}
      {em('plans') && c.planos && (
        <div className="planos">
          <h2>Planos</h2>
          {c.planos.length === 0 ? <p role="status">{mensagensSaude.nadaEncontrado}</p> : (
            <fieldset>
              <legend>Escolha o plano</legend>
              {c.planos.map((p) => (
                <label key={p.codplanofx} className="opcao">
                  <input type="radio" name="plano" checked={c.plano?.codplanofx === p.codplanofx} onChange={() => send({ type: 'plan.choose', plano: p })} />
                  {p.tipoassistencia}: {formatBRL(p.valor)} por mês
                </label>
              ))}
            </fieldset>
          )}
          {c.planos.length > 0 && c.opcionais.length > 0 && (
            <fieldset>
              <legend>Opcionais</legend>
              {c.opcionais.map((o) => (
                <label key={o.codopcional} className="opcao">
                  <input type="checkbox" checked={c.escolhidos.includes(o.codopcional)} onChange={() => send({ type: 'optional.toggle', codopcional: o.codopcional })} />
                  {o.opcional}: {formatBRL(o.valor)} por mês
                </label>
              ))}
            </fieldset>
          )}
          <div className="acoes">
            <button type="button" className="botao" disabled={c.plano === null} onClick={() => send({ type: 'confirm' })}>SALVAR</button>
            <button type="button" className="botao secundario" onClick={() => send({ type: 'back' })}>Outra escolha</button>
          </div>
        </div>
      )}
      <div className="acoes">
        <button type="button" className="botao secundario" onClick={() => send({ type: 'cancel' })}>voltar</button>
      </div>
    </section>
  );
}
