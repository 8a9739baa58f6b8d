import { Link } from 'wouter';
import { textosVidas as t } from '../../domain/cdl-saude/situacao';
import { rotasSaude } from './rotas';

/** /produto/cdl-saude (§2: the Lista de Vidas' VOLTAR): what the plan is, how it goes, and the way in (the lives). */
export function ProdutoView() {
  return (
    <section aria-labelledby="titulo" className="saude-produto">
      <h1 id="titulo">{t.produto}</h1>
      <p>{t.apresentacao}</p>
      <h2>{t.comoFunciona}</h2>
      <ol className="saude-passos">{t.passos.map((p) => <li key={p}>{p}</li>)}</ol>
      <div className="acoes">
        <Link className="botao" href={rotasSaude.lista.link()}>{t.gerenciarVidas}</Link>
      </div>
    </section>
  );
}
