/** What a screen shows while its machine waits for the server. */
export function Carregando({ texto = 'Carregando…' }: { texto?: string }) {
  return <p className="carregando" role="status" aria-live="polite">{texto}</p>;
}
