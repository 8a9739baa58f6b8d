import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import { dataSaoPaulo, somarDias } from '../../domain/comum/datas';
import { fimDoPeriodo } from '../../domain/cdl-varejo-inteligente/reservas';
import { periodoDoEscritorio, textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { mensagensRascunho } from '../../services/comum/rascunho';
import {
  assistenteEscritorio, escritorioMachine, type CampoEscritorio, type PassoEscritorio,
} from '../../machines/cdl-varejo-inteligente/escritorio.machine';
import { termoDoPasso, varejoTermoMachine } from '../../machines/cdl-varejo-inteligente/termo.machine';
import { idDaRota } from '../comum/rota';
import { Campo } from '../comum/Campo';
import { comAvisos } from '../comum/TermoAceite';
import { useAssistente } from '../comum/assistente';
import { MASCARA_TELEFONE } from '../../domain/comum/mascaras';
import { rotasVarejo } from './rotas';
import { ReservaAceita, TermoVarejoView } from './TermoVarejoView';
import './varejo.css';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

const maquina = escritorioMachine.provide({ actors: { termo: comAvisos(varejoTermoMachine) } });

/** Each step's route: the form, the term. */
const rotasDoPasso = (agendaId: number): Record<PassoEscritorio, string> => ({
  formulario: rotasVarejo.escritorio.link({ agendaId }), termo: rotasVarejo.termoEscritorio.link({ agendaId }),
});

/**
 * /produto/cdl-varejo-inteligente/formulario-estacao-trabalho/:agendaId/escritorio-virtual (§2, §5 virtual office)
 * and its term, termo/escritorio-virtual/:agendaId: one wizard (the wizard kit).
 */
export function EscritorioView() {
  const { agendaId } = useParams<{ agendaId: string }>();
  const id = idDaRota(agendaId);
  return <Escritorio key={id} agendaId={id} />;
}

function Escritorio({ agendaId }: { agendaId: number }) {
  const [input] = useState(() => ({ agendaId, hoje: dataSaoPaulo(new Date()) }));
  const [state, send, , recuperado] = useAssistente(maquina, assistenteEscritorio, {
    input, escopo: String(agendaId), rotas: rotasDoPasso(agendaId),
  });
  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('accepted')) return state.context.aceite && <ReservaAceita aceite={state.context.aceite} />;
  const termo = termoDoPasso(state);
  if (state.matches('term')) return termo && <TermoVarejoView termo={termo} />;

  const c = state.context;
  const p = c.problemas;
  const amanha = somarDias(c.hoje, 1);
  const fimMinimo = somarDias(fimDoPeriodo(c.hoje, 1), 1);
  const muda = (campo: CampoEscritorio) => (valor: string) => send({ type: 'change', campo, valor });
  const periodo = periodoDoEscritorio(c.inicio, c.fim);
  return (
    <section aria-labelledby="titulo" className="varejo varejo-escritorio">
      <h1 id="titulo">{t.escritorioTitulo}</h1>
      <h2>{t.dadosDaReserva}</h2>
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      <form noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'submit' }); }}>
        <Campo id="responsavel" rotulo={t.responsavel} erro={p.responsavel} obrigatorio>
          {(ctl) => <input {...ctl} autoComplete="name" value={c.responsavel} onChange={(e) => muda('responsavel')(e.target.value)} />}
        </Campo>
        <Campo id="telefone" rotulo={t.telefone} erro={p.telefone} obrigatorio>
          {(ctl) => (
            <Suspense fallback={<input {...ctl} disabled />}>
              <EntradaMascarada {...ctl} inputMode="tel" autoComplete="tel-national" mask={MASCARA_TELEFONE} value={c.telefone} onAccept={muda('telefone')} />
            </Suspense>
          )}
        </Campo>
        <Campo id="email" rotulo={t.email} erro={p.email} obrigatorio>
          {(ctl) => <input {...ctl} type="email" autoComplete="email" value={c.email} onChange={(e) => muda('email')(e.target.value)} />}
        </Campo>
        <Campo id="inicio" rotulo={t.dataInicio} erro={p.inicio} obrigatorio>
          {(ctl) => <input {...ctl} type="date" min={amanha} value={c.inicio} onChange={(e) => muda('inicio')(e.target.value)} />}
        </Campo>
        <Campo id="fim" rotulo={t.dataFinal} erro={p.fim} obrigatorio>
          {(ctl) => <input {...ctl} type="date" min={fimMinimo} value={c.fim} onChange={(e) => muda('fim')(e.target.value)} />}
        </Campo>
        {/* issue 27: said next to the end date, and when the date typed is moved to the period's end, why */}
        <p id="periodo-escritorio" aria-live="polite" className={periodo?.ajustado ? 'aviso periodo-ajustado' : undefined}>{periodo?.texto}</p>
        <div className="acoes">
          <button type="submit" className="botao">{t.proximo}</button>
          <Link className="botao secundario" href={rotasVarejo.produtos.link()}>{t.voltar}</Link>
        </div>
      </form>
    </section>
  );
}
