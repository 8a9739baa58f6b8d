import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { dataSaoPaulo, somarDias } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { MASCARA_CPF, MASCARA_TELEFONE } from '../../domain/comum/mascaras';
import { MESES_MAXIMO, MESES_MINIMO, TOTAL_ESTACOES } from '../../domain/cdl-varejo-inteligente/reservas';
import { textosVarejo as t } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { mensagensRascunho } from '../../services/comum/rascunho';
import {
  encerraEm, assistenteEstacao, estacaoMachine, registroCompleto, totalDaEscolha, type CampoRegistro, type EstacaoContext,
  type EstacaoEvento, type PassoEstacao,
} from '../../machines/cdl-varejo-inteligente/estacao.machine';
import { termoDoPasso, varejoTermoMachine } from '../../machines/cdl-varejo-inteligente/termo.machine';
import { idDaRota } from '../comum/rota';
import { avisos } from '../../services/comum/avisos';
import { Campo } from '../comum/Campo';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { comAvisos } from '../comum/TermoAceite';
import { useAssistente } from '../comum/assistente';
import { rotasVarejo } from './rotas';
import { ReservaAceita, TermoVarejoView } from './TermoVarejoView';
import './varejo.css';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

const maquina = estacaoMachine.provide({
  actors: { termo: comAvisos(varejoTermoMachine) },
  actions: { warn: ({ context }) => avisos.atencao(context.notice ?? '') },
});

/** Each step's route: the grid, Dados da Reserva, the term. */
const rotasDoPasso = (agendaId: number): Record<PassoEstacao, string> => ({
  estacao: rotasVarejo.estacao.link({ agendaId }), dados: rotasVarejo.dadosEstacao.link({ agendaId }), termo: rotasVarejo.termoEstacao.link({ agendaId }),
});

/**
 * /produto/cdl-varejo-inteligente/estacao-trabalho/:agendaId, formulario-estacao-trabalho/:agendaId and
 * termo/estacao-trabalho/:agendaId, one wizard (the wizard kit: the address follows the step): §2/§5 workstation
 * reservation, then Dados da Reserva, then the term.
 */
export function EstacaoView() {
  const { agendaId } = useParams<{ agendaId: string }>();
  const id = idDaRota(agendaId);
  return <Estacao key={id} agendaId={id} />;
}

function Estacao({ agendaId }: { agendaId: number }) {
  const [input] = useState(() => ({ agendaId, hoje: dataSaoPaulo(new Date()) }));
  const [state, send, , recuperado] = useAssistente(maquina, assistenteEstacao, {
    input, escopo: String(agendaId), rotas: rotasDoPasso(agendaId),
  });

  const titulo = <h1 id="titulo">{state.matches('details') ? t.dadosDaReserva : (state.context.agenda?.espaco ?? t.estacaoTitulo)}</h1>;
  if (state.matches('sessionLost')) return null;
  if (state.matches('accepted')) return state.context.aceite && <ReservaAceita aceite={state.context.aceite} />;
  const termo = termoDoPasso(state);
  if (state.matches('term')) return termo && <TermoVarejoView termo={termo} />;
  if (state.matches('leftToProducts')) return <Redirect to={rotasVarejo.produtos.link()} replace />;
  if (state.matches('loading')) return <Carregando />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={state.context.notice} onRetry={() => send({ type: 'retry' })} /></section>;
  return (
    <section aria-labelledby="titulo" className="varejo varejo-estacao">
      {titulo}
      {recuperado && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>}
      {state.matches('details')
        ? <Dados context={state.context} send={send} />
        : <Escolha context={state.context} send={send} consultando={state.matches('checking')} />}
    </section>
  );
}

type Envio = (e: EstacaoEvento) => void;

function Escolha({ context: c, send, consultando }: { context: EstacaoContext; send: Envio; consultando: boolean }) {
  const amanha = somarDias(c.hoje, 1);
  const total = totalDaEscolha(c);
  const fim = encerraEm(c.periodo);
  return (
    <>
      {c.agenda && <p>{formatBRL(c.agenda.valor)} {t.porUnidade.mes} por estação</p>}
      <form className="varejo-periodo" noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'availability.check' }); }}>
        <Campo id="inicio" rotulo={t.dataInicio} erro={c.problemasPeriodo.inicio} obrigatorio>
          {(ctl) => <input {...ctl} type="date" min={amanha} value={c.inicio} onChange={(e) => send({ type: 'periodo.change', campo: 'inicio', valor: e.target.value })} />}
        </Campo>
        <Campo id="meses" rotulo={t.qtdMeses} erro={c.problemasPeriodo.qtdMeses} obrigatorio>
          {(ctl) => <input {...ctl} type="number" inputMode="numeric" min={MESES_MINIMO} max={MESES_MAXIMO} value={c.qtdMeses}
            onChange={(e) => send({ type: 'periodo.change', campo: 'qtdMeses', valor: e.target.value })} />}
        </Campo>
        <div className="acoes"><button type="submit" className="botao secundario" disabled={consultando}>{consultando ? t.consultando : t.verDisponibilidade}</button></div>
      </form>
      {c.notice && <p className="alerta" role="alert">{c.notice}</p>}
      {c.periodo && !consultando && (
        <>
          <Grade context={c} send={send} />
          <p className="varejo-encerra">{fim && t.encerraNoDia(fim)}</p>
        </>
      )}
      <p className="varejo-total" aria-live="polite"><span>{t.valorTotal}</span> <strong>{formatBRL(total)}</strong></p>
      <div className="acoes">
        <button type="button" className="botao" disabled={total === 0} onClick={() => send({ type: 'next' })}>{t.proximo}</button>
      </div>
    </>
  );
}

/** §2: 24 chairs, 4 columns of 6, numbered 1-24; yellow chosen, red reserved (not clickable), white free. */
function Grade({ context: c, send }: { context: EstacaoContext; send: Envio }) {
  const reservadas = new Set([...c.ocupadas, ...c.conflito]);
  const suas = new Set(c.suas.flatMap((r) => r.posicoes));
  return (
    <fieldset className="varejo-grade-grupo">
      <legend>{t.legendaGrade}</legend>
      <ul className="varejo-legenda lista-limpa" aria-hidden="true">
        <li><span className="cadeira livre">&nbsp;</span> {t.legenda.livre}</li>
        <li><span className="cadeira escolhida">✓</span> {t.legenda.escolhida}</li>
        <li><span className="cadeira reservada">✕</span> {t.legenda.reservada}</li>
        {suas.size > 0 && <li><span className="cadeira sua">●</span> {t.legenda.sua}</li>}
      </ul>
      <div className="varejo-grade">
        {Array.from({ length: TOTAL_ESTACOES }, (_, i) => i + 1).map((n) => {
          const reservada = reservadas.has(n);
          const escolhida = c.selecionadas.includes(n);
          const situacao = suas.has(n) ? 'sua' : reservada ? 'reservada' : escolhida ? 'escolhida' : 'livre';
          return (
            <button key={n} type="button" className={`cadeira ${situacao}`} disabled={reservada}
              aria-pressed={reservada ? undefined : escolhida} aria-label={t.estacaoNome(n, situacao)}
              onClick={() => send({ type: 'chair.toggle', posicao: n })}>
              <span aria-hidden="true">{n}{situacao === 'sua' ? ' ●' : reservada ? ' ✕' : escolhida ? ' ✓' : ''}</span>
            </button>
          );
        })}
      </div>
      <p className="dica" aria-live="polite">{t.escolhidas(c.selecionadas.length)}</p>
      {c.suas.map((r) => (
        <p key={r.eventoId} className="varejo-sua">
          <span id={`sua-${r.eventoId}`}>{t.suaReservaEmAndamento(r.posicoes)}</span>{' '}
          {r.status === 'aguardandoPagamento'
            ? <Link href={rotasVarejo.pagamento.link({ eventoId: r.eventoId })} aria-describedby={`sua-${r.eventoId}`}>{t.continuarPagamento}</Link>
            : <Link href={rotasVarejo.varejo.link()} aria-describedby={`sua-${r.eventoId}`}>{t.verEmMeusEspacos}</Link>}
        </p>
      ))}
    </fieldset>
  );
}

/** The id of a chair's 'Preencher' button in Dados da Reserva. */
const idDoPreencher = (posicao: number) => `registro-abrir-${posicao}`;

function Dados({ context: c, send }: { context: EstacaoContext; send: Envio }) {
  const aberto = c.editando;
  // issue 27 (the kits' focus rule): a chair's form closed by Salvar or Cancelar gives focus back to that chair's
  // 'Preencher', whose row now says whether it is complete (not to <body>, nor to the page's top)
  const antes = useRef(aberto);
  useLayoutEffect(() => {
    const fechado = antes.current;
    antes.current = aberto;
    if (fechado !== null && aberto === null) document.getElementById(idDoPreencher(fechado))?.focus();
  }, [aberto]);
  return (
    <form noValidate className="varejo-dados" onSubmit={(e) => { e.preventDefault(); send({ type: 'submit' }); }}>
      <div className="varejo-dados-colunas">
        <div>
          <Campo id="responsavel" rotulo={t.responsavel} erro={c.problemasDados.responsavel} obrigatorio>
            {(ctl) => <input {...ctl} autoComplete="name" value={c.responsavel} onChange={(e) => send({ type: 'dados.change', campo: 'responsavel', valor: e.target.value })} />}
          </Campo>
          <Campo id="telefone" rotulo={t.telefone} erro={c.problemasDados.telefone} obrigatorio>
            {(ctl) => (
              <Suspense fallback={<input {...ctl} disabled />}>
                <EntradaMascarada {...ctl} inputMode="tel" autoComplete="tel-national" mask={MASCARA_TELEFONE} value={c.telefone}
                  onAccept={(v) => send({ type: 'dados.change', campo: 'telefone', valor: v })} />
              </Suspense>
            )}
          </Campo>
          <Campo id="email" rotulo={t.email} erro={c.problemasDados.email} obrigatorio>
            {(ctl) => <input {...ctl} type="email" autoComplete="email" value={c.email} onChange={(e) => send({ type: 'dados.change', campo: 'email', valor: e.target.value })} />}
          </Campo>
          <h2>{t.estacoes}</h2>
          <ul className="lista-limpa varejo-registros">
            {c.selecionadas.map((p, i) => {
              const completo = registroCompleto(c.registros[String(p)]);
              return (
                <li key={p} className={`cartao registro${aberto === p ? ' aberto' : ''}`}>
                  <span id={`registro-${p}`}><strong>{t.reservaN(i + 1)}</strong> ({t.estacaoN(p)})</span>
                  <span id={`registro-situacao-${p}`} className={completo ? 'completo' : 'incompleto'}>{completo ? `✓ ${t.cadastroCompleto}` : `! ${t.cadastroIncompleto}`}</span>
                  <button type="button" id={idDoPreencher(p)} className="botao link" aria-describedby={`registro-${p} registro-situacao-${p}`} aria-expanded={aberto === p}
                    onClick={() => send({ type: 'record.open', posicao: p })}>{t.editar}</button>
                </li>
              );
            })}
          </ul>
        </div>
        {aberto !== null && <Registro context={c} send={send} indice={c.selecionadas.indexOf(aberto) + 1} />}
      </div>
      {c.notice && <p className="alerta" role="alert">{c.notice}</p>}
      <div className="acoes">
        <button type="submit" className="botao">{t.proximo}</button>
        <button type="button" className="botao secundario" onClick={() => send({ type: 'back' })}>{t.voltar}</button>
      </div>
    </form>
  );
}

/** The side form of one chair (§2: full name, phone, RG, CPF, Salvar). */
function Registro({ context: c, send, indice }: { context: EstacaoContext; send: Envio; indice: number }) {
  const r = c.rascunhoRegistro;
  const p = c.problemasRegistro;
  const muda = (campo: CampoRegistro) => (valor: string) => send({ type: 'record.change', campo, valor });
  useEffect(() => { document.getElementById('registro-nome')?.focus(); }, [c.editando]);
  return (
    <fieldset className="cartao varejo-registro">
      <legend>{t.reservaN(indice)} — {t.estacaoN(c.editando!)}</legend>
      <Campo id="registro-nome" rotulo={t.nomeCompleto} erro={p.nome} obrigatorio>
        {(ctl) => <input {...ctl} value={r.nome} onChange={(e) => muda('nome')(e.target.value)} />}
      </Campo>
      <Campo id="registro-telefone" rotulo={t.telefone} erro={p.telefone} obrigatorio>
        {(ctl) => (
          <Suspense fallback={<input {...ctl} disabled />}>
            <EntradaMascarada {...ctl} inputMode="tel" mask={MASCARA_TELEFONE} value={r.telefone} onAccept={muda('telefone')} />
          </Suspense>
        )}
      </Campo>
      <Campo id="registro-rg" rotulo={t.rg} erro={p.rg} obrigatorio>
        {(ctl) => <input {...ctl} value={r.rg} onChange={(e) => muda('rg')(e.target.value)} />}
      </Campo>
      <Campo id="registro-cpf" rotulo={t.cpf} erro={p.cpf} obrigatorio>
        {(ctl) => (
          <Suspense fallback={<input {...ctl} disabled />}>
            <EntradaMascarada {...ctl} inputMode="numeric" mask={MASCARA_CPF} value={r.cpf} onAccept={muda('cpf')} />
          </Suspense>
        )}
      </Campo>
      <div className="acoes">
        <button type="button" className="botao" onClick={() => send({ type: 'record.save' })}>{t.salvar}</button>
        <button type="button" className="botao secundario" onClick={() => send({ type: 'record.cancel' })}>{t.cancelar}</button>
      </div>
    </fieldset>
  );
}
