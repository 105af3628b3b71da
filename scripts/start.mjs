// `npm start`: one command from a fresh clone to a running Forkcast (API + SPA + workers on one port).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNodeVersion, ensureBuilt, ensureDependencies, nodeBinary, serverNodeFlags, setupDatabase } from './common.mjs';
import { ensurePostgres, ensureRedis, ROOT, stopServices } from './services.mjs';

async function main() {
  ensureDependencies();
  console.log(`[setup] Node ${checkNodeVersion()}`);
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  setupDatabase(databaseUrl);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ROLE: process.env.ROLE || 'all',
    PORT: process.env.PORT || '3000',
  };
  const server = spawn(nodeBinary(), [...serverNodeFlags(), '--enable-source-maps', join(ROOT, 'backend', 'dist', 'main.js')], {
    stdio: 'inherit',
    env,
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] stopping (${signal})…`);
    server.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const code = await new Promise((resolveExit) => server.once('exit', (c) => resolveExit(c ?? 0)));
  await stopServices();
  process.exit(stopping ? 0 : code);
}

main().catch(async (error) => {
  console.error(`\n[start] ${error.message}`);
  await stopServices();
  process.exit(1);
});
