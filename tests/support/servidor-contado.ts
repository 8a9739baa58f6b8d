import type { AddressInfo, Socket } from 'node:net';
import { criarApp } from '../../src/server/app';
import { criarServidorHttp } from '../../src/server/infra/http';
import type { Portal } from './portal';

/**
 * A server of its own on the portal's database (issue 26's door tests), counting the bytes it read off every
 * connection, closed ones included: what a refusal left unread shows there.
 */
export async function servidorContado(portal: Portal) {
  const servidor = criarServidorHttp(criarApp(portal.deps, '/nonexistent'));
  const conexoes = new Set<Socket>();
  servidor.on('connection', (s: Socket) => conexoes.add(s));
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    lidos: () => [...conexoes].reduce((soma, s) => soma + s.bytesRead, 0),
    fechar: async () => {
      servidor.closeAllConnections();
      await new Promise((ok) => servidor.close(ok));
    },
  };
}
export type ServidorContado = Awaited<ReturnType<typeof servidorContado>>;
