/**
 * The page going away (the tab closing, a reload, another site): `pagehide`, the last event a page is sure to get.
 * What runs here must not wait for an answer (a request with `keepalive` still goes). Returns the unsubscribe; outside
 * a browser (tests, the server) there is no page and nothing is listened to.
 */
export function aoSairDaPagina(fazer: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('pagehide', fazer);
  return () => window.removeEventListener('pagehide', fazer);
}
