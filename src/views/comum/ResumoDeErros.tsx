/**
 * The error summary (issue 9, GOV.UK pattern): at the top of a form after a send that found problems, a box
 * titled 'Corrija os campos abaixo' listing each problem as a link to its field. The machine's `showProblems`
 * action calls `focarResumo`, so the box is read and the keyboard starts there; a link focuses its control and
 * brings its question (label or legend) into view. It shrinks as fields are fixed and goes with the last one.
 */
import type { MouseEvent } from 'react';
import { mensagensFormulario, type ItemDoResumo } from '../../domain/comum/formularios';

export const ID_RESUMO = 'resumo-de-erros';

/** After React has drawn the summary: focus it (the machine's showProblems). */
export const focarResumo = () => setTimeout(() => {
  const resumo = document.getElementById(ID_RESUMO);
  resumo?.scrollIntoView({ block: 'start' });
  resumo?.focus({ preventScroll: true });
});

/** Focuses the control `id` and scrolls its question into view with it when both fit, else the control alone. */
export function focarCampo(id: string) {
  const alvo = document.getElementById(id);
  if (!alvo) return;
  alvo.focus({ preventScroll: true });
  const pergunta = alvo.closest('fieldset')?.querySelector(':scope > legend')
    ?? document.querySelector(`label[for="${CSS.escape(id)}"]`);
  const [topo, fim] = [pergunta?.getBoundingClientRect().top, alvo.getBoundingClientRect().bottom];
  const cabe = pergunta && topo !== undefined && fim - topo < window.innerHeight;
  (cabe ? pergunta : alvo).scrollIntoView({ block: cabe ? 'start' : 'center' });
}

export function ResumoDeErros({ itens }: { itens: readonly ItemDoResumo[] }) {
  if (itens.length === 0) return null;
  const ir = (alvo: string) => (e: MouseEvent) => {
    e.preventDefault(); // the address stays as it is: focus, not a jump
    focarCampo(alvo);
  };
  return (
    <div id={ID_RESUMO} className="resumo-erros" tabIndex={-1}>
      <div role="alert">
        <h2 id={`${ID_RESUMO}-titulo`}>{mensagensFormulario.resumoTitulo}</h2>
        <ul>
          {itens.map(({ alvo, texto }) => (
            <li key={`${alvo}:${texto}`}><a href={`#${alvo}`} onClick={ir(alvo)}>{texto}</a></li>
          ))}
        </ul>
      </div>
    </div>
  );
}
