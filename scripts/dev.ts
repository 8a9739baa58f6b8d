import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (reloading on change) and Vite with /api and /login proxied to it. PORTAL_DEV=1 opens
 * the outbox at /dev/emails to staff (src/server/app.ts); `npm start` never sets it. The e-mails' links point at Vite
 * (PORTAL_URL), where the pages are served in development.
 */
const portaVite = process.env.VITE_PORT ?? '5173';
const filhos = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit', env: { PORTAL_URL: `http://localhost:${portaVite}`, ...process.env, PORTAL_DEV: '1' },
  }),
  spawn('npx', ['vite', '--port', portaVite], { stdio: 'inherit' }),
];
const parar = () => { for (const f of filhos) f.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', parar);
process.on('SIGTERM', parar);
