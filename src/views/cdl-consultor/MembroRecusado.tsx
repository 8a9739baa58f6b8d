import { Link } from 'wouter';
import { rotasConsultor } from './rotas';

/**
 * A screen of one member the server refused (outside the carteira: its sentence): the screen's title, the sentence,
 * the way back to the carteira, and nothing of the member (not even the name the browser kept).
 */
export function MembroRecusado({ titulo, mensagem }: { titulo: string; mensagem: string | null }) {
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">{titulo}</h1>
      <p className="alerta" role="alert">{mensagem}</p>
      <p><Link href={rotasConsultor.gerenciarAssociados.link()}>Voltar para a lista de associados</Link></p>
    </section>
  );
}
