import { Link } from 'wouter';
import { mensagensContratacao } from '../../domain/spc-conciliador/conciliador';
import { rotasConciliador } from './rotas';
import './conciliador.css';

/** The presentation video and its captions, served by the portal itself (public/videos/, scripts/video-conciliador.sh). */
const VIDEO = '/videos/spc-conciliador.webm';
const LEGENDAS = '/videos/spc-conciliador.pt-BR.vtt';

/**
 * /produto/spc-conciliador (spec §2 "Reconciliation"): the product in a few words, a short video with pt-BR
 * captions (only its metadata loads until the user plays it) and SOLICITAR PRODUTO, to the plans.
 */
export function ApresentacaoView() {
  return (
    <section aria-labelledby="titulo" className="conciliador-apresentacao">
      <h1 id="titulo">{mensagensContratacao.tituloApresentacao}</h1>
      <p>{mensagensContratacao.apresentacao}</p>
      <figure className="video">
        <video controls preload="metadata" width={640} height={360} aria-describedby="video-legenda">
          <source src={VIDEO} type="video/webm" />
          <track kind="captions" srcLang="pt-BR" label="Português (Brasil)" src={LEGENDAS} default />
          <a href={VIDEO}>Baixar o vídeo de apresentação do SPC Conciliador</a>
        </video>
        <figcaption id="video-legenda">Vídeo de apresentação (9 segundos, sem áudio, com legendas em português).</figcaption>
      </figure>
      <div className="acoes">
        <Link className="botao" href={rotasConciliador.planos.link()}>SOLICITAR PRODUTO</Link>
        <Link className="botao secundario" href={rotasConciliador.painel.link()}>Minhas solicitações</Link>
      </div>
    </section>
  );
}
