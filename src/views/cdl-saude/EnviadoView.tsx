import { Link } from 'wouter';

/** After IncluirSamPrevidaArta: what comes next (the documents screen is the second health issue). */
export function EnviadoView({ lista }: { lista: string }) {
  return (
    <section aria-labelledby="titulo" className="saude-enviado">
      <h1 id="titulo">Cadastro enviado</h1>
      <p role="status">Cadastro realizado com sucesso.</p>
      <p>O próximo passo é enviar os documentos de cada pessoa. Na Lista de Vidas, o cadastro aparece em CADASTROS EM ANDAMENTO com a opção de enviar a documentação.</p>
      <Link href={lista} className="botao">Ir para a Lista de Vidas</Link>
    </section>
  );
}
