import { Link, Redirect } from 'wouter';
import {
  campoObrigatorio, ENQUADRAMENTOS, mensagensAnuncio, LIMITES_ANUNCIO, MAXIMO_POR_IMAGEM, REGRAS_IMAGEM, TAMANHO_IDEAL,
  TIPOS_ATIVIDADE, type CampoAnuncio, type DadosAnuncio, type Enquadramento, type ImagemAnuncio, type ProblemasImagens,
} from '../../domain/clube-vantagens/anuncio';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { itensDoResumo } from '../../domain/comum/formularios';
import { clubeAnuncioMachine, rascunhoAnuncio } from '../../machines/clube-vantagens/anuncio.machine';
import { mensagensRascunho } from '../../services/comum/rascunho';
import { avisos, DURACAO } from '../../services/comum/avisos';
import { AvisoObrigatorios, Campo, descritoPor, ErroDoCampo, Escolhas, Grupo, idErro, MarcaObrigatorio } from '../comum/Campo';
import { alvoDoProblema, CartoesArquivos, ProgressoDoEnvio } from '../comum/CartoesArquivos';
import { focarResumo, ResumoDeErros } from '../comum/ResumoDeErros';
import { useMachineComRascunho } from '../comum/useRascunho';
import { rotasClube } from './rotas';

const anuncioMachine = clubeAnuncioMachine.provide({
  actions: {
    showProblems: focarResumo,
    // after React has drawn the new step: its heading
    showStep: () => setTimeout(() => document.getElementById('passo-titulo')?.focus()),
    fail: ({ context }) => avisos.erro(context.notice ?? '', DURACAO.longa), // §8: 6 s
    celebrate: ({ context }) => avisos.sucesso(context.notice ?? ''),
  },
});

const id = (campo: string) => `anuncio-${campo}`;
/** Step cadastro's fields in the form's order: the error summary lists them so. */
const ORDEM_CADASTRO: readonly CampoAnuncio[] = [
  'titulo', 'tipoAtividade', 'descricaoAtividade', 'siteMidiasSociais', 'descontoOferecido', 'descricaoDesconto', 'possuiECommerce',
  'cupomDesconto', 'enderecoECommerce', 'enquadramento', 'enquadramentoOutros', 'deAcordo', 'dtInicio', 'dtFim',
];
const ORDEM_IMAGENS: readonly (keyof ProblemasImagens)[] = ['logomarca', 'anuncioPadrao', 'aceite'];

/** The ad form of /produto/clube-vantagens/formulario/anuncio: steps cadastro and imagens (spec §2, §4). */
export function AnuncioView() {
  const [state, send, , recuperado] = useMachineComRascunho(anuncioMachine, rascunhoAnuncio, { input: { hoje: dataSaoPaulo(new Date()) } });
  const { dados, problemas, imagens, problemasImagens, recusas, agreed, envio, hoje } = state.context;

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('saved')) return <Redirect to={rotasClube.painel.link()} />;

  const editando = state.matches('editing');
  const salvando = state.matches('saving');
  const mudar = <K extends CampoAnuncio>(campo: K, valor: DadosAnuncio[K]) => {
    const campos: Partial<DadosAnuncio> = {};
    campos[campo] = valor;
    send({ type: 'field.change', campos });
  };

  /** A labelled text field; the required mark only where the rules require it (campoObrigatorio). */
  const texto = (campo: keyof typeof LIMITES_ANUNCIO | 'dtInicio' | 'dtFim', rotulo: string, opcoes: {
    multilinha?: boolean; tipo?: 'text' | 'date'; modo?: 'url'; dica?: string; min?: string;
  } = {}) => (
    <Campo id={id(campo)} rotulo={rotulo} dica={opcoes.dica} erro={problemas[campo]} obrigatorio={campoObrigatorio(campo)}>
      {(controle) => {
        const comum = {
          ...controle, name: campo, value: dados[campo],
          maxLength: campo in LIMITES_ANUNCIO ? LIMITES_ANUNCIO[campo as keyof typeof LIMITES_ANUNCIO] : undefined,
        };
        return opcoes.multilinha
          ? <textarea {...comum} rows={4} onChange={(e) => mudar(campo, e.currentTarget.value)} />
          : <input {...comum} type={opcoes.tipo ?? 'text'} inputMode={opcoes.modo} min={opcoes.min} onChange={(e) => mudar(campo, e.currentTarget.value)} />;
      }}
    </Campo>
  );

  /** A radio group (type of activity, Sim/Não). */
  const escolha = <K extends 'tipoAtividade' | 'possuiECommerce' | 'deAcordo'>(campo: K, legenda: string, opcoes: readonly DadosAnuncio[K][]) => (
    <Grupo id={id(campo)} legenda={legenda} erro={problemas[campo]} obrigatorio={campoObrigatorio(campo)}>
      <Escolhas id={id(campo)} nome={campo} tipo="radio" opcoes={opcoes} obrigatorio={campoObrigatorio(campo)}
        marcada={(opcao) => dados[campo] === opcao} onChange={(opcao) => mudar(campo, opcao)} />
    </Grupo>
  );

  const alternarEnquadramento = (opcao: Enquadramento) =>
    mudar('enquadramento', dados.enquadramento.includes(opcao) ? dados.enquadramento.filter((e) => e !== opcao) : [...dados.enquadramento, opcao]);

  /** An image field as file cards: the logo (one file, a new one replaces it) or the ad's images (up to 5). */
  const imagem = (campo: ImagemAnuncio, rotulo: string, dica: string) => (
    <CartoesArquivos id={id(campo)} nome={campo} rotulo={rotulo} dica={dica} obrigatorio regras={REGRAS_IMAGEM[campo]}
      arquivos={imagens[campo]} erro={problemasImagens[campo]} recusas={recusas[campo]} desabilitado={salvando}
      onEscolher={(arquivos) => send({ type: 'image.choose', imagem: campo, arquivos })}
      onRemover={(indice) => send({ type: 'image.remove', imagem: campo, indice })} />
  );

  const resumo = editando
    ? itensDoResumo(problemas, ORDEM_CADASTRO, id)
    : itensDoResumo(problemasImagens, ORDEM_IMAGENS, (campo) =>
      campo === 'aceite' ? id(campo) : alvoDoProblema(id(campo), imagens[campo], REGRAS_IMAGEM[campo], problemasImagens[campo] ?? '', recusas[campo]));

  return (
    <section aria-labelledby="titulo" className="anuncio">
      <h1 id="titulo">Cadastrar anúncio</h1>
      <h2 id="passo-titulo" tabIndex={-1}>
        <span className="passo">Passo {editando ? 1 : 2} de 2: </span>{editando ? 'Cadastro' : 'Envio de Imagens'}
      </h2>
      {recuperado && (
        <p className="aviso" role="status">
          {mensagensRascunho.recuperado}{recuperado.arquivosDeixados && ` ${mensagensRascunho.escolhaArquivos}`}
        </p>
      )}
      <ResumoDeErros itens={resumo} />
      {editando ? (
        <form noValidate className="formulario anuncio-form" onSubmit={(e) => { e.preventDefault(); send({ type: 'step.next' }); }}>
          <AvisoObrigatorios />
          {texto('titulo', 'Título do anúncio')}
          {escolha('tipoAtividade', 'Tipo de atividade', TIPOS_ATIVIDADE)}
          {texto('descricaoAtividade', 'Descrição da atividade', { multilinha: true })}
          {texto('siteMidiasSociais', 'Site ou redes sociais', { modo: 'url' })}
          {texto('descontoOferecido', 'Desconto oferecido', { dica: 'Exemplo: 10%' })}
          {texto('descricaoDesconto', 'Descrição do desconto', { multilinha: true })}
          {escolha('possuiECommerce', 'Possui e-commerce?', ['Sim', 'Não'])}
          {dados.possuiECommerce === 'Sim' && (
            <>
              {texto('cupomDesconto', 'Cupom de desconto')}
              {texto('enderecoECommerce', 'Endereço do e-commerce', { modo: 'url' })}
            </>
          )}
          <Grupo id={id('enquadramento')} legenda="Enquadramento" dica="Marque uma ou mais opções." erro={problemas.enquadramento}
            obrigatorio={campoObrigatorio('enquadramento')}>
            <Escolhas id={id('enquadramento')} nome="enquadramento" tipo="checkbox" opcoes={ENQUADRAMENTOS} className="enquadramentos"
              marcada={(opcao) => dados.enquadramento.includes(opcao)} onChange={alternarEnquadramento} />
          </Grupo>
          {dados.enquadramento.includes('Outros') && texto('enquadramentoOutros', 'Descreva o enquadramento Outros')}
          {escolha('deAcordo', 'Autoriza o uso da sua marca na divulgação do Clube de Vantagens?', ['Sim', 'Não'])}
          <div className="periodo">
            {texto('dtInicio', 'Data de início', { tipo: 'date', min: hoje })}
            {texto('dtFim', 'Data de término', { tipo: 'date', min: dados.dtInicio || hoje })}
          </div>
          <div className="acoes">
            <Link className="botao secundario" href={rotasClube.painel.link()}>VOLTAR</Link>
            <button type="submit" className="botao">PRÓXIMO</button>
          </div>
        </form>
      ) : (
        <form noValidate className="formulario anuncio-form" aria-busy={salvando}
          onSubmit={(e) => { e.preventDefault(); send({ type: 'form.submit' }); }}>
          <AvisoObrigatorios />
          <p className="dica">Imagens nos formatos JPEG, GIF, PNG ou EPS, de até 10 MB cada.</p>
          {imagem('logomarca', 'Logomarca', `Tamanho ideal: ${TAMANHO_IDEAL.logomarca} pixels.`)}
          {imagem('anuncioPadrao', 'Imagens do anúncio',
            `Tamanho ideal: ${TAMANHO_IDEAL.anuncioPadrao} pixels. De 1 a ${MAXIMO_POR_IMAGEM.anuncioPadrao} imagens: escolha várias de uma vez ou uma por vez.`)}
          <div className={`campo-aceite${problemasImagens.aceite ? ' com-erro' : ''}`}>
            <ErroDoCampo id={id('aceite')} texto={problemasImagens.aceite} />
            <div className="aceite">
              <input id={id('aceite')} type="checkbox" checked={agreed} disabled={salvando} required
                aria-invalid={problemasImagens.aceite ? true : undefined}
                aria-describedby={descritoPor(problemasImagens.aceite && idErro(id('aceite')))}
                onChange={() => send({ type: 'agree.toggle' })} />
              <label htmlFor={id('aceite')}>{mensagensAnuncio.aceite}<MarcaObrigatorio /></label>
            </div>
          </div>
          {salvando && <ProgressoDoEnvio envio={envio} />}
          <div className="acoes">
            <button type="button" className="botao secundario" disabled={salvando} onClick={() => send({ type: 'step.back' })}>VOLTAR</button>
            <button type="submit" className="botao" disabled={salvando}>{salvando ? mensagensAnuncio.salvando : 'SALVAR'}</button>
          </div>
        </form>
      )}
    </section>
  );
}
