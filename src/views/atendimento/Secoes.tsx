import { Link } from 'wouter';
import { rotasAtendimento } from './rotas';

/** The console's two areas, the current one marked for screen readers (aria-current) and by its look. */
export function SecoesAtendimento({ atual }: { atual: 'fila' | 'boletos' }) {
  return (
    <nav aria-label="Áreas do atendimento" className="secoes-atendimento">
      <ul className="lista-limpa">
        <li><Link href={rotasAtendimento.fila.link()} aria-current={atual === 'fila' ? 'page' : undefined}>Chamados abertos</Link></li>
        <li><Link href={rotasAtendimento.boletos.link()} aria-current={atual === 'boletos' ? 'page' : undefined}>Boletos aguardando pagamento</Link></li>
      </ul>
    </nav>
  );
}
