import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new migration after a schema change; both drivers run them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
