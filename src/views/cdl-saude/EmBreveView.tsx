import { Link } from 'wouter';
import { textosVidas as t } from '../../domain/cdl-saude/situacao';

/**
 * A row link's page of the second health issue (documents, payment, plan change) until it is built: its name, what
 * comes next, and the way back to the lives (decided: a link from the list never lands on 'Página não encontrada').
 */
export function EmBreveView({ titulo, voltar }: { titulo: string; voltar: string }) {
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">{titulo}</h1>
      <p>{t.emBreve}</p>
      <div className="acoes"><Link className="botao secundario" href={voltar}>{t.voltar}</Link></div>
    </section>
  );
}
