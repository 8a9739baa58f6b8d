import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { formatBRL } from '../../domain/comum/dinheiro';
import { itensDoResumo } from '../../domain/comum/formularios';
import {
  MAXIMO_TEXTO_EVENTO, type CampoOpcaoEvento, type CampoTextoEvento,
} from '../../domain/cdl-varejo-inteligente/agenda';
import { MASCARA_TELEFONE } from '../../domain/comum/mascaras';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import type { EventoContext, EventoEvento } from '../../machines/cdl-varejo-inteligente/evento.machine';
import { AvisoObrigatorios, Campo, Grupo } from '../comum/Campo';
import { ResumoDeErros } from '../comum/ResumoDeErros';
import { rotasVarejo } from './rotas';

const EntradaMascarada = lazy(() => import('../comum/EntradaMascarada'));

const idCampo = (campo: string) => `evento-${campo}`;
const ORDEM: readonly CampoTextoEvento[] = ['evento', 'pessoas', 'responsavel', 'telefone', 'email'];
/** §2's items, in its order; som is the rooftop's only (§2). */
const ITENS: readonly { campo: CampoOpcaoEvento; rotulo: string }[] = [
  { campo: 'aguaCafe', rotulo: 'Água e café' },
  { campo: 'coffeExterno', rotulo: 'Coffee externo' },
  { campo: 'projetor', rotulo: 'Projetor' },
  { campo: 'telao', rotulo: 'Telão' },
  { campo: 'som', rotulo: 'Som' },
];

/**
 * §2 meeting room / rooftop form: evento, pessoas (at most the agenda's capacity, said in the hint), the items
 * (água e café, coffee externo, projetor, telão, som on the rooftop), responsável, telefone ((##) #####-####), e-mail.
 * PRÓXIMO validates (§5: inline errors and the error summary, which takes focus) and goes to the Agenda.
 */
export function EventoFormulario({ context, send }: { context: EventoContext; send: (e: EventoEvento) => void }) {
  const { agenda, formulario: f, problemas } = context;
  if (!agenda) return null;
  const rooftop = agenda.tipoReserva === 'rooftop';
  const texto = (campo: CampoTextoEvento) => (e: { currentTarget: { value: string } }) => send({ type: 'field.text', campo, valor: e.currentTarget.value });
  const preco = rooftop ? `${formatBRL(agenda.valor)} pelo período mínimo de 4 horas` : `${formatBRL(agenda.valor)} por hora`;
  return (
    <>
      <p className="evento-espaco">Capacidade: até {agenda.capacidade} pessoas. Valor: {preco}.</p>
      <ResumoDeErros itens={itensDoResumo(problemas, ORDEM, idCampo)} />
      <form noValidate className="formulario evento-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'form.next' }); }}>
        <AvisoObrigatorios />
        <Campo id={idCampo('evento')} rotulo="Evento" obrigatorio erro={problemas.evento}>
          {(c) => <input {...c} type="text" autoComplete="off" maxLength={MAXIMO_TEXTO_EVENTO} value={f.evento} onChange={texto('evento')} />}
        </Campo>
        <Campo id={idCampo('pessoas')} rotulo="Pessoas" obrigatorio erro={problemas.pessoas} dica={`Até ${agenda.capacidade} pessoas.`}>
          {(c) => (
            <input {...c} type="text" inputMode="numeric" autoComplete="off" maxLength={6} value={f.pessoas}
              onChange={(e) => send({ type: 'field.text', campo: 'pessoas', valor: e.currentTarget.value.replace(/\D/g, '') })} />
          )}
        </Campo>
        <Grupo id={idCampo('aguaCafe')} legenda="Itens do evento">
          <div className="opcoes-lista">
            {ITENS.filter((i) => rooftop || i.campo !== 'som').map((i) => (
              <label key={i.campo}>
                <input id={idCampo(i.campo)} type="checkbox" name={i.campo} checked={f[i.campo]}
                  onChange={(e) => send({ type: 'field.option', campo: i.campo, marcado: e.currentTarget.checked })} />
                {i.rotulo}
              </label>
            ))}
          </div>
        </Grupo>
        <Campo id={idCampo('responsavel')} rotulo="Responsável" obrigatorio erro={problemas.responsavel}>
          {(c) => <input {...c} type="text" autoComplete="name" maxLength={MAXIMO_TEXTO_EVENTO} value={f.responsavel} onChange={texto('responsavel')} />}
        </Campo>
        <Campo id={idCampo('telefone')} rotulo="Telefone" obrigatorio erro={problemas.telefone} dica="(##) #####-####">
          {(c) => (
            <Suspense fallback={<input {...c} type="tel" disabled value="" />}>
              <EntradaMascarada {...c} inputMode="tel" autoComplete="tel-national" mask={MASCARA_TELEFONE} value={f.telefone}
                onAccept={(digitos) => { if (digitos !== f.telefone) send({ type: 'field.text', campo: 'telefone', valor: digitos }); }} />
            </Suspense>
          )}
        </Campo>
        <Campo id={idCampo('email')} rotulo="E-mail" obrigatorio erro={problemas.email}>
          {(c) => <input {...c} type="email" autoComplete="email" maxLength={MAXIMO_EMAIL} value={f.email} onChange={texto('email')} />}
        </Campo>
        <div className="acoes">
          <button type="submit" className="botao">PRÓXIMO</button>
          <Link href={rotasVarejo.produtos.link()} className="botao secundario">VOLTAR</Link>
        </div>
      </form>
    </>
  );
}
