/**
 * Form pieces (issue 9, GOV.UK's question pages): a field with its label, hint and error wired for screen readers,
 * a fieldset of radios or checkboxes, the required mark and what it means. The error under a field is plain text
 * linked by aria-describedby; the form's error summary (ResumoDeErros) is what gets announced and focused.
 */
import type { ReactNode } from 'react';
import { contagemDeCaracteres, mensagensFormulario } from '../../domain/comum/formularios';

/** A control's id from its field's full path (machines/comum/formulario.ts): 'pessoas.1.cpf' → 'pessoas-1-cpf'. */
export const idDoCaminho = (caminho: string) => caminho.replaceAll('.', '-');
export const idDica = (id: string) => `${id}-dica`;
export const idContagem = (id: string) => `${id}-contagem`;
export const idErro = (id: string) => `${id}-erro`;
/** Ids for aria-describedby, the absent ones left out (undefined when none). */
export const descritoPor = (...ids: unknown[]) => ids.filter((i): i is string => typeof i === 'string' && i !== '').join(' ') || undefined;

/** '*' for the eye only: the control's `required` says it to screen readers. Only on fields the rules require. */
export function MarcaObrigatorio() {
  return <span className="obrigatorio" aria-hidden="true"> *</span>;
}

/** What the mark means, once at the top of a form that uses it. */
export function AvisoObrigatorios() {
  return <p className="dica aviso-obrigatorios">{mensagensFormulario.obrigatorios}</p>;
}

/** A field's problem, under its label and hint (GOV.UK), read with the control through aria-describedby. */
export function ErroDoCampo({ id, texto }: { id: string; texto: string | null | undefined }) {
  if (!texto) return null;
  return (
    <p id={idErro(id)} className="erro-campo">
      <span className="visualmente-oculto">{mensagensFormulario.prefixoErro} </span>{texto}
    </p>
  );
}

/** What a field gives its control: spread it on the input, textarea or select. */
export interface Controle {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface PropsDoCampo {
  id: string;
  rotulo: ReactNode;
  dica?: ReactNode;
  erro?: string | null;
  obrigatorio?: boolean;
  className?: string;
  /** Ids of other texts that describe the control (after the hint, before the error). */
  descricoes?: unknown[];
  /**
   * A text's limit, said before it is reached (issue 27): 'Até 120 caracteres.', then what remains, then how many too
   * many, under the control. Give the control no maxLength: what is typed or pasted stays whole, the schema refuses it.
   */
  limite?: { maximo: number; usados: number };
  children: (controle: Controle) => ReactNode;
}

/** A labelled control with its hint and its error: `<Campo id rotulo>{(c) => <input {...c} … />}</Campo>`. */
export function Campo({ id, rotulo, dica, erro, obrigatorio, className, descricoes = [], limite, children }: PropsDoCampo) {
  const contagem = limite && contagemDeCaracteres(limite.usados, limite.maximo);
  const controle: Controle = {
    id,
    required: obrigatorio || undefined,
    'aria-invalid': erro || contagem?.excedido ? true : undefined,
    'aria-describedby': descritoPor(dica && idDica(id), ...descricoes, erro && idErro(id), contagem && idContagem(id)),
  };
  return (
    <div className={['campo', erro && 'com-erro', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{rotulo}{obrigatorio && <MarcaObrigatorio />}</label>
      {dica && <span id={idDica(id)} className="dica">{dica}</span>}
      <ErroDoCampo id={id} texto={erro} />
      {children(controle)}
      {contagem && (
        // polite: read after a pause in typing, as GOV.UK's character count
        <p id={idContagem(id)} className={contagem.excedido ? 'contagem excedida' : 'dica contagem'} aria-live="polite">{contagem.texto}</p>
      )}
    </div>
  );
}

interface PropsDoGrupo {
  /** The id of the group's first control: the error summary links there. */
  id: string;
  legenda: ReactNode;
  dica?: ReactNode;
  erro?: string | null;
  obrigatorio?: boolean;
  className?: string;
  children: ReactNode;
}

/** Radios or checkboxes in a fieldset whose legend is the question and stays inside its border (.opcoes, fix 6). */
export function Grupo({ id, legenda, dica, erro, obrigatorio, className, children }: PropsDoGrupo) {
  return (
    <fieldset className={['opcoes', erro && 'com-erro', className].filter(Boolean).join(' ')}
      aria-describedby={descritoPor(dica && idDica(id), erro && idErro(id))}>
      <legend>{legenda}{obrigatorio && <MarcaObrigatorio />}</legend>
      {dica && <span id={idDica(id)} className="dica">{dica}</span>}
      <ErroDoCampo id={id} texto={erro} />
      {children}
    </fieldset>
  );
}

interface PropsDasEscolhas<T extends string> {
  /** The first option's id (the group's); the others get `${id}-${i}`. */
  id: string;
  nome: string;
  tipo: 'radio' | 'checkbox';
  opcoes: readonly T[];
  marcada: (opcao: T) => boolean;
  onChange: (opcao: T) => void;
  obrigatorio?: boolean;
  desabilitado?: boolean;
  className?: string;
}

/** The options of a Grupo, one labelled radio or checkbox each. */
export function Escolhas<T extends string>({ id, nome, tipo, opcoes, marcada, onChange, obrigatorio, desabilitado, className }: PropsDasEscolhas<T>) {
  return (
    <div className={['opcoes-lista', className].filter(Boolean).join(' ')}>
      {opcoes.map((opcao, i) => (
        <label key={opcao}>
          <input id={i === 0 ? id : `${id}-${i}`} type={tipo} name={nome} value={opcao} checked={marcada(opcao)}
            required={tipo === 'radio' && obrigatorio ? true : undefined} disabled={desabilitado} onChange={() => onChange(opcao)} />
          {opcao}
        </label>
      ))}
    </div>
  );
}
