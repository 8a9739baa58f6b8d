import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { ACEITA_IMAGEM } from '../../domain/clube-vantagens/gestao';
import { type CampoBanner, type CamposBanner, mensagensBanner, TAMANHO_IDEAL_BANNER } from '../../domain/clube-vantagens/banner';
import { mensagensUsuarios } from '../../domain/clube-vantagens/usuarios';
import { dataSaoPaulo, formatData } from '../../domain/comum/datas';
import { clubeBannerMachine } from '../../machines/clube-vantagens/banner.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { formularioClube, rotasClube } from './rotas';

// after React has drawn the new state: the first field marked with a problem
const focarProblema = () => setTimeout(() => document.querySelector<HTMLElement>('.banner-form [data-problema]')?.focus());

const bannerMachine = clubeBannerMachine.provide({
  actions: {
    warn: ({ context }) => avisos.atencao(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa), // §8: 6 s
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    showProblems: focarProblema,
  },
});

/** §5 types, as browsers differ on eps: mime types and extensions. */

const id = (campo: CampoBanner) => `banner-${campo}`;
const idErro = (campo: CampoBanner) => `${id(campo)}-erro`;
const tamanho = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** /produto/clube-vantagens/formulario/banner (spec §2, §3, §5, §8). */
export function BannerView() {
  const [state, send] = useMachine(bannerMachine, { input: { hoje: dataSaoPaulo(new Date()) } });
  const { anuncios, campos, imagem, agreed, problemas, notice, hoje } = state.context;
  const titulo = <h1 id="titulo">Cadastrar banner</h1>;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('saved') || state.matches('leftToPanel')) return <Redirect to={rotasClube.painel.link()} />;
  if (state.matches('loadingAds')) return <Carregando texto="Carregando seus anúncios…" />;
  if (state.matches('loadFailed')) return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={notice} onRetry={() => send({ type: 'retry' })} /></section>;
  if (state.matches('noCurrentAd')) {
    return (
      <section aria-labelledby="titulo">
        {titulo}
        <p className="aviso">{mensagensBanner.semAnuncioEmVigor}</p>
        <div className="acoes">
          <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
          <Link className="botao" href={formularioClube('anuncio')}>Cadastrar anúncio</Link>
        </div>
      </section>
    );
  }

  const salvando = state.matches('saving');
  const anuncio = anuncios.find((a) => String(a.anuncioId) === campos.anuncioId);
  // the period offered lies inside the chosen ad's, from today on (the rule is checked again on sending)
  const minimo = anuncio && anuncio.dtInicio > hoje ? anuncio.dtInicio : hoje;
  const descrito = (campo: CampoBanner, ...outros: (string | false | undefined)[]) =>
    [...outros, problemas[campo] && idErro(campo)].filter(Boolean).join(' ') || undefined;
  const marcado = (campo: CampoBanner) => ({
    'aria-invalid': problemas[campo] ? true : undefined,
    'data-problema': problemas[campo] ? '' : undefined,
  });
  const erro = (campo: CampoBanner) =>
    problemas[campo] ? <p id={idErro(campo)} className="erro-campo" role="alert">{problemas[campo]}</p> : null;
  const mudar = (campo: keyof CamposBanner) => (e: { currentTarget: { value: string } }) =>
    send({ type: 'field.change', campo, valor: e.currentTarget.value });
  const campo = (nome: keyof CamposBanner, rotulo: string, controle: ReactNode) => (
    <div className="campo">
      <label htmlFor={id(nome)}>{rotulo}<span aria-hidden="true"> *</span></label>
      {controle}
      {erro(nome)}
    </div>
  );

  return (
    <section aria-labelledby="titulo">
      {titulo}
      <form noValidate className="formulario clube-form banner-form" aria-busy={salvando}
        onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <p className="dica">Todos os campos são obrigatórios. Só um banner fica em destaque por vez.</p>
        {campo('titulo', 'Título do banner',
          <input id={id('titulo')} name="titulo" value={campos.titulo} maxLength={120} required disabled={salvando}
            aria-describedby={descrito('titulo')} {...marcado('titulo')} onChange={mudar('titulo')} />)}
        {campo('anuncioId', 'Anúncio',
          <>
            <span id={`${id('anuncioId')}-dica`} className="dica">O banner leva ao anúncio escolhido; só aparecem os seus anúncios em vigor.</span>
            <select id={id('anuncioId')} name="anuncioId" value={campos.anuncioId} required disabled={salvando}
              aria-describedby={descrito('anuncioId', `${id('anuncioId')}-dica`)} {...marcado('anuncioId')} onChange={mudar('anuncioId')}>
              <option value="">Selecione o anúncio</option>
              {anuncios.map((a) => (
                <option key={a.anuncioId} value={String(a.anuncioId)}>{a.titulo} (até {formatData(a.dtFim)})</option>
              ))}
            </select>
          </>)}
        <fieldset className="opcoes periodo-banner" aria-describedby={anuncio ? `${id('dtInicio')}-dica` : undefined}>
          <legend>Período de exibição</legend>
          {anuncio && <span id={`${id('dtInicio')}-dica`} className="dica">Dentro do período do anúncio: {formatData(anuncio.dtInicio)} a {formatData(anuncio.dtFim)}.</span>}
          <div className="periodo">
            {campo('dtInicio', 'Data de início',
              <input id={id('dtInicio')} name="dtInicio" type="date" value={campos.dtInicio} min={minimo} max={anuncio?.dtFim}
                required disabled={salvando} aria-describedby={descrito('dtInicio')} {...marcado('dtInicio')} onChange={mudar('dtInicio')} />)}
            {campo('dtFim', 'Data de término',
              <input id={id('dtFim')} name="dtFim" type="date" value={campos.dtFim} min={campos.dtInicio || minimo} max={anuncio?.dtFim}
                required disabled={salvando} aria-describedby={descrito('dtFim')} {...marcado('dtFim')} onChange={mudar('dtFim')} />)}
          </div>
        </fieldset>
        <div className="campo">
          <label htmlFor={id('imagem')}>Imagem do banner<span aria-hidden="true"> *</span></label>
          <span id={`${id('imagem')}-dica`} className="dica">Tamanho ideal: {TAMANHO_IDEAL_BANNER} pixels. JPEG, GIF, PNG ou EPS, até 10 MB.</span>
          <input id={id('imagem')} name="banner" type="file" accept={ACEITA_IMAGEM} required disabled={salvando}
            aria-describedby={descrito('imagem', `${id('imagem')}-dica`, imagem !== null && `${id('imagem')}-escolhida`)} {...marcado('imagem')}
            onChange={(e) => send({ type: 'image.choose', file: e.currentTarget.files?.[0] ?? null })} />
          {imagem && <span id={`${id('imagem')}-escolhida`} className="escolhida">Arquivo escolhido: {imagem.name} ({tamanho(imagem.size)})</span>}
          {erro('imagem')}
        </div>
        <div className="aceite">
          <input id={id('aceite')} type="checkbox" checked={agreed} required disabled={salvando}
            aria-describedby={descrito('aceite')} {...marcado('aceite')} onChange={() => send({ type: 'agree.toggle' })} />
          <label htmlFor={id('aceite')}>{mensagensBanner.aceite}</label>
        </div>
        {erro('aceite')}
        <div className="acoes">
          <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
          <button type="submit" className="botao" disabled={salvando}>{salvando ? mensagensUsuarios.salvando : 'SALVAR'}</button>
        </div>
      </form>
    </section>
  );
}
