import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { ENQUADRAMENTOS, TIPOS_ATIVIDADE } from '../../contracts/clube-vantagens.contract';
import {
  mensagensAnuncio, legendaDasEscolhidas, LIMITES_ANUNCIO, MAXIMO_POR_IMAGEM, TAMANHO_IDEAL,
  type CampoAnuncio, type DadosAnuncio, type Enquadramento, type ImagemAnuncio,
} from '../../domain/clube-vantagens/anuncio';
import { ACEITA_IMAGEM } from '../../domain/clube-vantagens/gestao';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { clubeAnuncioMachine } from '../../machines/clube-vantagens/anuncio.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { rotasClube } from './rotas';

// after React has drawn the new state: the first field marked with a problem, or the step's heading
const focarDepois = (seletor: string) => setTimeout(() => document.querySelector<HTMLElement>(seletor)?.focus());

const anuncioMachine = clubeAnuncioMachine.provide({
  actions: {
    showProblems: () => focarDepois('[data-problema]'),
    showStep: () => focarDepois('#passo-titulo'),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa), // §8: 6 s
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
  },
});

const id = (campo: string) => `anuncio-${campo}`;
const idErro = (campo: string) => `${id(campo)}-erro`;
const tamanho = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

function Erro({ campo, problema }: { campo: string; problema: string | undefined }) {
  return problema ? <p id={idErro(campo)} className="erro-campo" role="alert">{problema}</p> : null;
}

/** The ad form of /produto/clube-vantagens/formulario/anuncio: steps cadastro and imagens (spec §2, §4). */
export function AnuncioView() {
  const [state, send] = useMachine(anuncioMachine);
  const { dados, problemas, imagens, problemasImagens, agreed } = state.context;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('saved')) return <Redirect to={rotasClube.painel.link()} />;

  const editando = state.matches('editing');
  const salvando = state.matches('saving');
  const mudar = <K extends CampoAnuncio>(campo: K, valor: DadosAnuncio[K]) => {
    const campos: Partial<DadosAnuncio> = {};
    campos[campo] = valor;
    send({ type: 'field.change', campos });
  };
  const hoje = dataSaoPaulo(new Date());

  /** A labelled text field wired to its inline message. */
  const texto = (campo: keyof typeof LIMITES_ANUNCIO | 'dtInicio' | 'dtFim', rotulo: string, opcoes: {
    obrigatorio?: boolean; multilinha?: boolean; tipo?: 'text' | 'date'; modo?: 'url'; dica?: string; min?: string;
  } = {}) => {
    const problema = problemas[campo];
    const descricao = [opcoes.dica && `${id(campo)}-dica`, problema && idErro(campo)].filter(Boolean).join(' ') || undefined;
    const comum = {
      id: id(campo), name: campo, value: dados[campo], required: opcoes.obrigatorio, 'aria-invalid': problema ? true : undefined,
      'aria-describedby': descricao, 'data-problema': problema ? '' : undefined,
      maxLength: campo in LIMITES_ANUNCIO ? LIMITES_ANUNCIO[campo as keyof typeof LIMITES_ANUNCIO] : undefined,
    };
    return (
      <div className="campo">
        <label htmlFor={id(campo)}>{rotulo}{opcoes.obrigatorio && <span aria-hidden="true"> *</span>}</label>
        {opcoes.dica && <span id={`${id(campo)}-dica`} className="dica">{opcoes.dica}</span>}
        {opcoes.multilinha
          ? <textarea {...comum} rows={4} onChange={(e) => mudar(campo, e.currentTarget.value)} />
          : <input {...comum} type={opcoes.tipo ?? 'text'} inputMode={opcoes.modo} min={opcoes.min} onChange={(e) => mudar(campo, e.currentTarget.value)} />}
        <Erro campo={campo} problema={problema} />
      </div>
    );
  };

  /** A radio group in a fieldset (Sim/Não, type of activity). */
  const escolha = <K extends 'tipoAtividade' | 'possuiECommerce' | 'deAcordo'>(
    campo: K, legenda: string, opcoes: readonly DadosAnuncio[K][], obrigatorio = false,
  ) => {
    const problema = problemas[campo];
    return (
      <fieldset className="opcoes" aria-describedby={problema ? idErro(campo) : undefined}>
        <legend>{legenda}{obrigatorio && <span aria-hidden="true"> *</span>}</legend>
        <div className="opcoes-lista">
          {opcoes.map((opcao, i) => (
            <label key={opcao}>
              <input type="radio" name={campo} value={opcao} checked={dados[campo] === opcao} required={obrigatorio}
                data-problema={problema && i === 0 ? '' : undefined} onChange={() => mudar(campo, opcao)} />
              {opcao}
            </label>
          ))}
        </div>
        <Erro campo={campo} problema={problema} />
      </fieldset>
    );
  };

  const alternarEnquadramento = (opcao: Enquadramento) =>
    mudar('enquadramento', dados.enquadramento.includes(opcao) ? dados.enquadramento.filter((e) => e !== opcao) : [...dados.enquadramento, opcao]);

  /** A file field: the logo (one file, a new one replaces it) or the ad's images (added to the list, up to 5). */
  const imagem = (campo: ImagemAnuncio, rotulo: string, dica: string): ReactNode => {
    const problema = problemasImagens[campo];
    const escolhidas = imagens[campo];
    const descricao = [`${id(campo)}-dica`, `${id(campo)}-escolhidas`, problema && idErro(campo)];
    return (
      <div className="campo">
        <label htmlFor={id(campo)}>{rotulo}<span aria-hidden="true"> *</span></label>
        <span id={`${id(campo)}-dica`} className="dica">{dica}</span>
        <input id={id(campo)} name={campo} type="file" accept={ACEITA_IMAGEM} multiple={MAXIMO_POR_IMAGEM[campo] > 1}
          required={escolhidas.length === 0} disabled={salvando}
          aria-invalid={problema ? true : undefined} data-problema={problema ? '' : undefined}
          aria-describedby={descricao.filter(Boolean).join(' ')}
          onChange={(e) => {
            const arquivos = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = ''; // the list below is what will be sent; the same file may be picked again after removing it
            send({ type: 'image.choose', imagem: campo, arquivos });
          }} />
        <div id={`${id(campo)}-escolhidas`} className="escolhidas">
          <p className="escolhida">{legendaDasEscolhidas(campo, escolhidas.length)}</p>
          {escolhidas.length > 0 && (
            <ul>
              {escolhidas.map((arquivo, indice) => (
                <li key={`${indice}-${arquivo.name}-${arquivo.size}`}>
                  <span className="escolhida">{arquivo.name} ({tamanho(arquivo.size)})</span>
                  <button type="button" className="link" disabled={salvando} aria-label={`Remover ${arquivo.name}`}
                    onClick={() => { send({ type: 'image.remove', imagem: campo, indice }); focarDepois(`#${id(campo)}`); }}>
                    Remover
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Erro campo={campo} problema={problema} />
      </div>
    );
  };

  return (
    <section aria-labelledby="titulo" className="anuncio">
      <h1 id="titulo">Cadastrar anúncio</h1>
      <h2 id="passo-titulo" tabIndex={-1}>
        <span className="passo">Passo {editando ? 1 : 2} de 2: </span>{editando ? 'Cadastro' : 'Envio de Imagens'}
      </h2>
      {editando ? (
        <form noValidate className="formulario anuncio-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'step.next' }); }}>
          <p className="dica">Campos marcados com * são obrigatórios.</p>
          {texto('titulo', 'Título do anúncio', { obrigatorio: true })}
          {escolha('tipoAtividade', 'Tipo de atividade', TIPOS_ATIVIDADE, true)}
          {texto('descricaoAtividade', 'Descrição da atividade', { obrigatorio: true, multilinha: true })}
          {texto('siteMidiasSociais', 'Site ou redes sociais', { modo: 'url' })}
          {texto('descontoOferecido', 'Desconto oferecido', { obrigatorio: true, dica: 'Exemplo: 10%' })}
          {texto('descricaoDesconto', 'Descrição do desconto', { obrigatorio: true, multilinha: true })}
          {escolha('possuiECommerce', 'Possui e-commerce?', ['Sim', 'Não'])}
          {dados.possuiECommerce === 'Sim' && (
            <>
              {texto('cupomDesconto', 'Cupom de desconto')}
              {texto('enderecoECommerce', 'Endereço do e-commerce', { modo: 'url' })}
            </>
          )}
          <fieldset className="opcoes" aria-describedby={['anuncio-enquadramento-dica', problemas.enquadramento && idErro('enquadramento')].filter(Boolean).join(' ')}>
            <legend>Enquadramento<span aria-hidden="true"> *</span></legend>
            <span id="anuncio-enquadramento-dica" className="dica">Marque uma ou mais opções.</span>
            <div className="opcoes-lista enquadramentos">
              {ENQUADRAMENTOS.map((opcao, i) => (
                <label key={opcao}>
                  <input type="checkbox" name="enquadramento" value={opcao} checked={dados.enquadramento.includes(opcao)}
                    data-problema={problemas.enquadramento && i === 0 ? '' : undefined} onChange={() => alternarEnquadramento(opcao)} />
                  {opcao}
                </label>
              ))}
            </div>
            <Erro campo="enquadramento" problema={problemas.enquadramento} />
          </fieldset>
          {dados.enquadramento.includes('Outros') && texto('enquadramentoOutros', 'Descreva o enquadramento Outros', { obrigatorio: true })}
          {escolha('deAcordo', 'Autoriza o uso da sua marca na divulgação do Clube de Vantagens?', ['Sim', 'Não'], true)}
          <div className="periodo">
            {texto('dtInicio', 'Data de início', { obrigatorio: true, tipo: 'date', min: hoje })}
            {texto('dtFim', 'Data de término', { obrigatorio: true, tipo: 'date', min: dados.dtInicio || hoje })}
          </div>
          <div className="acoes">
            <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
            <button type="submit" className="botao">PRÓXIMO</button>
          </div>
        </form>
      ) : (
        <form noValidate className="formulario anuncio-form" aria-busy={salvando}
          onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
          <p className="dica">Imagens nos formatos JPEG, GIF, PNG ou EPS, de até 10 MB cada.</p>
          {imagem('logomarca', 'Logomarca', `Tamanho ideal: ${TAMANHO_IDEAL.logomarca} pixels.`)}
          {imagem('anuncioPadrao', 'Imagens do anúncio',
            `Tamanho ideal: ${TAMANHO_IDEAL.anuncioPadrao} pixels. De 1 a ${MAXIMO_POR_IMAGEM.anuncioPadrao} imagens: escolha várias de uma vez ou uma por vez.`)}
          <div className="aceite">
            <input id={id('aceite')} type="checkbox" checked={agreed} disabled={salvando} required
              aria-invalid={problemasImagens.aceite ? true : undefined} data-problema={problemasImagens.aceite ? '' : undefined}
              aria-describedby={problemasImagens.aceite ? idErro('aceite') : undefined}
              onChange={() => send({ type: 'agree.toggle' })} />
            <label htmlFor={id('aceite')}>{mensagensAnuncio.aceite}</label>
          </div>
          <Erro campo="aceite" problema={problemasImagens.aceite} />
          <div className="acoes">
            <button type="button" className="botao secundario" disabled={salvando} onClick={() => send({ type: 'step.back' })}>VOLTAR</button>
            <button type="submit" className="botao" disabled={salvando}>{salvando ? mensagensAnuncio.salvando : 'SALVAR'}</button>
          </div>
        </form>
      )}
    </section>
  );
}
