/**
 * A load that failed (the server's words, or no network): the reason and a way to try again. `emoji` goes before the
 * reason where the spec draws one (§8: the sad emoji of the lives list), with its name for screen readers.
 */
export function FalhaDeCarga({ mensagem, onRetry, emoji }: { mensagem: string | null; onRetry: () => void; emoji?: { simbolo: string; nome: string } }) {
  return (
    <div className="alerta" role="alert">
      <p>{emoji && <><span role="img" aria-label={emoji.nome}>{emoji.simbolo}</span>{' '}</>}{mensagem}</p>
      <button type="button" className="botao secundario" onClick={onRetry}>Tentar novamente</button>
    </div>
  );
}
