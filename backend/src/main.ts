import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { createHttpApp, createWorkerContext } from './app.factory.js';
import { loadSettings, type Settings } from './config/settings.js';

const SHUTDOWN_GRACE_MS = 15_000;

/**
 * SIGTERM / Ctrl-C: stop accepting connections, let in-flight requests finish, let workers finish
 * their current job (or hand it back to the queue), then exit 0. A close that hangs is cut short.
 */
function exitCleanlyOn(app: INestApplicationContext): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Forkcast: ${signal} received, finishing in-flight work…`);
    setTimeout(() => {
      console.error('Forkcast: shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Forkcast: error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (settings.role === 'worker') {
    const worker = await createWorkerContext(settings);
    exitCleanlyOn(worker);
    console.log('Forkcast worker running (queues: plans, grocery, calendar)');
    return;
  }
  const app = await createHttpApp(settings);
  const server = app.getHttpServer() as Server;
  // Idle connections stay open longer than clients and proxies keep theirs (Node's 5 s default loses
  // that race under load: a client reuses a socket the server is closing and its POST is reset).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(settings.port, settings.host);
  exitCleanlyOn(app);
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  console.log(`Forkcast is running at http://${shown}:${settings.port} (role: ${settings.role})`);
}

void main();
