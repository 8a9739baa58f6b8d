import { useMachine } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import {
  type CampoBanner, type CamposBanner, mensagensBanner, REGRAS_IMAGEM_BANNER, TAMANHO_IDEAL_BANNER,
} from '../../domain/clube-vantagens/banner';
import { mensagensUsuarios } from '../../domain/clube-vantagens/usuarios';
import { dataSaoPaulo, formatData } from '../../domain/comum/datas';
import { itensDoResumo } from '../../domain/comum/formularios';
import { clubeBannerMachine } from '../../machines/clube-vantagens/banner.machine';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { AvisoObrigatorios, Campo, descritoPor, ErroDoCampo, Grupo, idErro, MarcaObrigatorio } from '../comum/Campo';
import { alvoDoProblema, CartoesArquivos, ProgressoDoEnvio } from '../comum/CartoesArquivos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { formularioClube, rotasClube } from './rotas';

const bannerMachine = clubeBannerMachine.provide({
  actions: {
    warn: ({ context }) => avisos.atencao(context.notice ?? ''),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa), // §8: 6 s
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
    showProblems: focarResumo,
  },
});

const id = (campo: CampoBanner) => `banner-${campo}`;
/** The form's order, as the error summary lists its problems. */
const ORDEM: readonly CampoBanner[] = ['titulo', 'anuncioId', 'dtInicio', 'dtFim', 'imagem', 'aceite'];

/** /produto/clube-vantagens/formulario/banner (spec §2, §3, §5, §8). */
export function BannerView() {
  const [state, send] = useMachine(bannerMachine, { input: { hoje: dataSaoPaulo(new Date()) } });
  const { anuncios, campos, imagem, agreed, problemas, notice, hoje, envio } = state.context;
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
  const imagens = imagem ? [imagem] : [];
  // the period offered lies inside the chosen ad's, from today on (the rule is checked again on sending)
  const minimo = anuncio && anuncio.dtInicio > hoje ? anuncio.dtInicio : hoje;
  const mudar = (campo: keyof CamposBanner) => (e: { currentTarget: { value: string } }) =>
    send({ type: 'field.change', campo, valor: e.currentTarget.value });
  const data = (campo: 'dtInicio' | 'dtFim', rotulo: string, min: string) => (
    <Campo id={id(campo)} rotulo={rotulo} erro={problemas[campo]} obrigatorio>
      {(controle) => <input {...controle} name={campo} type="date" value={campos[campo]} min={min} max={anuncio?.dtFim}
        disabled={salvando} onChange={mudar(campo)} />}
    </Campo>
  );
  const resumo = itensDoResumo(problemas, ORDEM, (campo) =>
    campo === 'imagem' ? alvoDoProblema(id(campo), imagens, REGRAS_IMAGEM_BANNER, problemas.imagem ?? '') : id(campo));

  return (
    <section aria-labelledby="titulo">
      {titulo}
      <ResumoDeErros itens={resumo} />
      <form noValidate className="formulario clube-form banner-form" aria-busy={salvando}
        onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
        <AvisoObrigatorios />
        <p className="dica">Só um banner fica em destaque por vez.</p>
        <Campo id={id('titulo')} rotulo="Título do banner" erro={problemas.titulo} obrigatorio>
          {(controle) => <input {...controle} name="titulo" value={campos.titulo} maxLength={120} disabled={salvando} onChange={mudar('titulo')} />}
        </Campo>
        <Campo id={id('anuncioId')} rotulo="Anúncio" erro={problemas.anuncioId} obrigatorio
          dica="O banner leva ao anúncio escolhido; só aparecem os seus anúncios em vigor.">
          {(controle) => (
            <select {...controle} name="anuncioId" value={campos.anuncioId} disabled={salvando} onChange={mudar('anuncioId')}>
              <option value="">Selecione o anúncio</option>
              {anuncios.map((a) => (
                <option key={a.anuncioId} value={String(a.anuncioId)}>{a.titulo} (até {formatData(a.dtFim)})</option>
              ))}
            </select>
          )}
        </Campo>
        <Grupo id="banner-periodo" legenda="Período de exibição" className="periodo-banner"
          dica={anuncio && `Dentro do período do anúncio: ${formatData(anuncio.dtInicio)} a ${formatData(anuncio.dtFim)}.`}>
          <div className="periodo">
            {data('dtInicio', 'Data de início', minimo)}
            {data('dtFim', 'Data de término', campos.dtInicio || minimo)}
          </div>
        </Grupo>
        <CartoesArquivos id={id('imagem')} nome="banner" rotulo="Imagem do banner" obrigatorio regras={REGRAS_IMAGEM_BANNER}
          dica={`Tamanho ideal: ${TAMANHO_IDEAL_BANNER} pixels. JPEG, GIF, PNG ou EPS, até 10 MB.`}
          arquivos={imagens} erro={problemas.imagem} desabilitado={salvando}
          onEscolher={([arquivo]) => arquivo && send({ type: 'image.choose', file: arquivo })}
          onRemover={() => send({ type: 'image.remove' })} />
        <div className={`campo-aceite${problemas.aceite ? ' com-erro' : ''}`}>
          <ErroDoCampo id={id('aceite')} texto={problemas.aceite} />
          <div className="aceite">
            <input id={id('aceite')} type="checkbox" checked={agreed} required disabled={salvando}
              aria-invalid={problemas.aceite ? true : undefined} aria-describedby={descritoPor(problemas.aceite && idErro(id('aceite')))}
              onChange={() => send({ type: 'agree.toggle' })} />
            <label htmlFor={id('aceite')}>{mensagensBanner.aceite}<MarcaObrigatorio /></label>
          </div>
        </div>
        {salvando && <ProgressoDoEnvio envio={envio} />}
        <div className="acoes">
          <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
          <button type="submit" className="botao" disabled={salvando}>{salvando ? mensagensUsuarios.salvando : 'SALVAR'}</button>
        </div>
      </form>
    </section>
  );
}
