/**
 * File cards (issue 9): a field's choose button (a file input under a button's look, reached by Tab, opened by
 * Enter or Space), one card per chosen file (name, size, a preview of an image, an icon for a PDF or another
 * document), Remover on each card with focus kept in place, each card's own problem on it, and the upload's
 * progress. The rules (types, how many, how large, the messages) are the product's: domain/comum/arquivos.ts.
 * The machine keeps the files; this draws them and sends `onEscolher` / `onRemover`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  aceitos, apresentacaoDoArquivo, focoAposRemover, idDaVaga, legendaDaLista, mensagensDaLista, percentualEnviado, problemasDaLista,
  problemasDasVagas, tamanhoLegivel, textoDoBotao, vagasPorPessoa, type ArquivosPorVaga, type RecusaNaLista, type RecusasPorVaga, type RegrasDeArquivos, type Vaga,
} from '../../domain/comum/arquivos';
import { descritoPor, ErroDoCampo, idDica, idErro, MarcaObrigatorio } from './Campo';

/** The id of card `indice`'s Remover button: the error summary links a card's problem there. */
export const idDoCartao = (id: string, indice: number) => `${id}-arquivo-${indice}`;

/** Where the error summary sends a field's problem: the card it belongs to, else the choose button. */
export function alvoDoProblema(id: string, arquivos: readonly File[], regras: RegrasDeArquivos, problema: string, recusas: readonly RecusaNaLista<File>[] = []): string {
  const indice = problemasDaLista(arquivos, regras, recusas).indexOf(problema);
  return indice >= 0 ? idDoCartao(id, indice) : id;
}

const depois = (fazer: () => void) => setTimeout(fazer);

/** A small picture of an image (object URL, revoked when the card goes), or the document's icon. */
function Previa({ arquivo }: { arquivo: File }) {
  const tipo = apresentacaoDoArquivo(arquivo);
  const [url, setUrl] = useState<string | null>(null);
  const [ilegivel, setIlegivel] = useState(false);
  useEffect(() => {
    if (tipo !== 'imagem') return undefined;
    const endereco = URL.createObjectURL(arquivo);
    setUrl(endereco);
    setIlegivel(false);
    return () => URL.revokeObjectURL(endereco);
  }, [arquivo, tipo]);
  if (tipo === 'imagem' && url && !ilegivel) {
    return <img className="previa" src={url} alt="" onError={() => setIlegivel(true)} />;
  }
  return (
    <span className={`previa icone-arquivo${tipo === 'pdf' ? ' pdf' : ''}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <span>{tipo === 'pdf' ? mensagensDaLista.pdf : mensagensDaLista.documento}</span>
    </span>
  );
}

interface Props {
  /** The file input's id (the summary links a missing file here). */
  id: string;
  /** The input's name. */
  nome: string;
  rotulo: ReactNode;
  dica?: ReactNode;
  obrigatorio?: boolean;
  regras: RegrasDeArquivos;
  arquivos: readonly File[];
  /** The field's problem from a send that found one (missing file, or a card's problem). */
  erro?: string | null;
  /** The server's refusal of a file of the list (issue 27, the machine's `recusasDaLista`): that file's card shows the reason. */
  recusas?: readonly RecusaNaLista<File>[];
  desabilitado?: boolean;
  onEscolher: (arquivos: File[]) => void;
  onRemover: (indice: number) => void;
}

export function CartoesArquivos({ id, nome, rotulo, dica, obrigatorio, regras, arquivos, erro, recusas, desabilitado, onEscolher, onRemover }: Props) {
  const problemas = problemasDaLista(arquivos, regras, recusas);
  const comProblema = problemas.filter(Boolean).length;
  const bons = arquivos.length - comProblema;
  // a card's problem is said on the card; the field repeats only what no card says (a missing file)
  const erroDoCampo = erro && !problemas.includes(erro) ? erro : null;
  const [idRotulo, idBotao, idLegenda] = [`${id}-rotulo`, `${id}-botao`, `${id}-legenda`];

  const remover = (indice: number) => {
    onRemover(indice);
    const proximo = focoAposRemover(indice, arquivos.length);
    depois(() => document.getElementById(proximo === null ? id : idDoCartao(id, proximo))?.focus());
  };

  return (
    <div className={['campo', 'campo-arquivos', erroDoCampo && 'com-erro'].filter(Boolean).join(' ')}>
      <label id={idRotulo} htmlFor={id}>{rotulo}{obrigatorio && <MarcaObrigatorio />}</label>
      {dica && <span id={idDica(id)} className="dica">{dica}</span>}
      <ErroDoCampo id={id} texto={erroDoCampo} />
      <div className="escolher-arquivos">
        <input id={id} name={nome} type="file" className="visualmente-oculto" accept={aceitos(regras)} multiple={regras.maximo > 1}
          disabled={desabilitado} required={obrigatorio && arquivos.length === 0 ? true : undefined}
          aria-labelledby={`${idRotulo} ${idBotao}`} aria-invalid={erroDoCampo ? true : undefined}
          aria-describedby={descritoPor(dica && idDica(id), idLegenda, erroDoCampo && idErro(id))}
          onChange={(e) => {
            const escolhidos = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = ''; // the cards are what will be sent; the same file may be picked again after removing it
            if (escolhidos.length) onEscolher(escolhidos);
          }} />
        <label id={idBotao} htmlFor={id} className="botao secundario" aria-hidden="true">{textoDoBotao(arquivos.length, regras.maximo)}</label>
      </div>
      <p id={idLegenda} className="legenda-arquivos" role="status">
        {legendaDaLista(bons, regras.maximo)}
        {comProblema > 0 && <> <span className="erro-campo">{mensagensDaLista.comProblema(comProblema)}</span></>}
      </p>
      {arquivos.length > 0 && (
        // named by the line above it ('Arquivos escolhidos (2 de 5):'), not by the field's label: that one names the input
        <ul className="cartoes-arquivos" aria-labelledby={idLegenda}>
          {arquivos.map((arquivo, indice) => {
            const problema = problemas[indice] ?? null;
            const idCartao = idDoCartao(id, indice);
            return (
              <CartaoArquivo key={`${arquivo.name}|${arquivo.size}|${arquivo.type}`} arquivo={arquivo} idCartao={idCartao} problema={problema}
                desabilitado={desabilitado} onRemover={() => remover(indice)} />
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** One chosen file's card: its preview, name and size, Remover, and its own problem. */
function CartaoArquivo({ arquivo, idCartao, problema, desabilitado, onRemover }:
  { arquivo: File; idCartao: string; problema: string | null; desabilitado?: boolean; onRemover: () => void }) {
  return (
    <li className={`cartao-arquivo${problema ? ' com-erro' : ''}`}>
      <Previa arquivo={arquivo} />
      <div className="cartao-arquivo-texto">
        <span className="cartao-arquivo-nome">{arquivo.name}</span>
        <span className="cartao-arquivo-tamanho">{tamanhoLegivel(arquivo.size)}</span>
      </div>
      <button type="button" id={idCartao} className="botao link remover" disabled={desabilitado}
        aria-label={mensagensDaLista.removerNome(arquivo.name)} aria-describedby={problema ? idErro(idCartao) : undefined}
        onClick={onRemover}>
        {mensagensDaLista.remover}
      </button>
      <ErroDoCampo id={idCartao} texto={problema} />
    </li>
  );
}

interface PropsVagas {
  /** The prefix of each slot's input id (`${id}-${idDaVaga}`); the summary links a slot's problem there. */
  id: string;
  vagas: readonly Vaga[];
  /** Each slot's rules (one file a slot: `maximo` is not read). */
  regras: RegrasDeArquivos;
  arquivos: ArquivosPorVaga<File>;
  /** After a send that found empty required slots: they say so. */
  exigir?: boolean;
  /** The server's refusal of a slot's file (issue 27), by idDaVaga: its card shows the reason. */
  recusas?: RecusasPorVaga;
  desabilitado?: boolean;
  onEscolher: (vaga: string, arquivo: File) => void;
  onRemover: (vaga: string) => void;
}

/** The input id of a slot: the error summary sends a slot's problem here. */
export const idDoCampoDaVaga = (id: string, v: Vaga) => `${id}-${idDaVaga(v).replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * File cards by named slot: one document per slot, per person (a group per person), each slot a choose button, its
 * one card with Remover, and its own problem. Rules and texts as the list mode's (domain/comum/arquivos.ts).
 */
export function CartoesPorVaga({ id, vagas, regras, arquivos, exigir = false, recusas, desabilitado, onEscolher, onRemover }: PropsVagas) {
  const problemas = problemasDasVagas(vagas, arquivos, regras, exigir, recusas);
  return (
    <div className="campo-vagas">
      {vagasPorPessoa(vagas).map((grupo) => {
        const campos = grupo.vagas.map((v) => {
          const chave = idDaVaga(v);
          const campo = idDoCampoDaVaga(id, v);
          const arquivo = arquivos[chave];
          const problema = problemas[chave] ?? null;
          const idCartao = `${campo}-arquivo`;
          return (
            <div key={chave} className={['campo', 'campo-arquivos', problema && !arquivo && 'com-erro'].filter(Boolean).join(' ')}>
              <label id={`${campo}-rotulo`} htmlFor={campo}>{v.rotulo}{v.obrigatoria !== false && <MarcaObrigatorio />}</label>
              {v.nota && <p id={`${campo}-nota`} className={`revisao${v.nota.problema ? ' rejeitada' : ''}`}>{v.nota.texto}</p>}
              <ErroDoCampo id={campo} texto={arquivo ? null : problema} />
              <div className="escolher-arquivos">
                <input id={campo} name={chave} type="file" className="visualmente-oculto" accept={aceitos(regras)} disabled={desabilitado}
                  aria-labelledby={`${campo}-rotulo ${campo}-botao`} aria-invalid={problema && !arquivo ? true : undefined}
                  aria-describedby={descritoPor(v.nota && `${campo}-nota`, problema && !arquivo && idErro(campo))}
                  onChange={(e) => {
                    const [escolhido] = [...(e.currentTarget.files ?? [])];
                    e.currentTarget.value = '';
                    if (escolhido) onEscolher(chave, escolhido);
                  }} />
                <label id={`${campo}-botao`} htmlFor={campo} className="botao secundario" aria-hidden="true">{textoDoBotao(arquivo ? 1 : 0, 1)}</label>
              </div>
              {arquivo && (
                <ul className="cartoes-arquivos" aria-labelledby={`${campo}-rotulo`}>
                  <CartaoArquivo arquivo={arquivo} idCartao={idCartao} problema={problema} desabilitado={desabilitado}
                    onRemover={() => { onRemover(chave); depois(() => document.getElementById(campo)?.focus()); }} />
                </ul>
              )}
            </div>
          );
        });
        return grupo.pessoa === undefined ? <div key="" className="vagas">{campos}</div>
          : <fieldset key={grupo.pessoa} className="vagas"><legend>{grupo.pessoa}</legend>{campos}</fieldset>;
      })}
    </div>
  );
}

/** The upload's progress while a form sends its files: a real bar (XHR upload.onprogress), its percentage in words. */
export function ProgressoDoEnvio({ envio }: { envio: { enviado: number; total: number } | null }) {
  const conhecido = envio !== null && envio.total > 0;
  const percentual = conhecido ? percentualEnviado(envio.enviado, envio.total) : 0;
  const texto = !conhecido ? mensagensDaLista.preparando : percentual >= 100 ? mensagensDaLista.enviado : mensagensDaLista.enviando(percentual);
  // screen readers hear quarters, not every percent
  const falado = !conhecido ? mensagensDaLista.preparando : percentual >= 100 ? mensagensDaLista.enviado
    : mensagensDaLista.enviando(Math.floor(percentual / 25) * 25);
  return (
    <div className="progresso-envio">
      <progress id="progresso-envio" max={100} value={conhecido ? percentual : undefined} aria-labelledby="progresso-envio-texto" />
      <p id="progresso-envio-texto" aria-hidden="true">{texto}</p>
      <p className="visualmente-oculto" role="status">{falado}</p>
    </div>
  );
}
