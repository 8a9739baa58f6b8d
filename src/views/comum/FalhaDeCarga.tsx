/** A load that failed for lack of network: the reason and a way to try again. */
export function FalhaDeCarga({ mensagem, onRetry }: { mensagem: string | null; onRetry: () => void }) {
  return (
    <div className="alerta" role="alert">
      <p>{mensagem}</p>
      <button type="button" className="botao secundario" onClick={onRetry}>Tentar novamente</button>
    </div>
  );
}
