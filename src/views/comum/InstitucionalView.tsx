import { Link } from 'wouter';
import { rotas } from '../rotas';

/** institucional (also spelled intitucional in the spec): who the association is. */
export function InstitucionalView() {
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Institucional</h1>
      <div className="cartao">
        <p>A associação comercial reúne empresas e profissionais da cidade para fortalecer o comércio local, oferecendo produtos e serviços aos associados: clube de vantagens, plano de saúde, conciliação de cartões e espaços de varejo inteligente.</p>
        <p>Atendimento aos associados: de segunda a sexta, das 8h às 18h, pelos canais da associação.</p>
      </div>
      <div className="acoes"><Link className="botao secundario" href={rotas.Dashboard.link()}>Voltar</Link></div>
    </section>
  );
}
