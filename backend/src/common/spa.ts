import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthMode } from '../config/settings.js';

const SERVER_PATHS = /^\/(api|admin|metrics)(\/|$)/;

export function defaultSpaDir(): string {
  // backend/{src,dist}/common → frontend/dist
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist');
}

/**
 * index.html with the sign-in mode named in a meta tag: in local mode the SPA then asks who is signed in
 * while it asks for /api/config, instead of after (one round trip less before the first screen).
 */
export function pageWithAuthMode(html: string, authMode: AuthMode): string {
  return html.replace(/<\/head>/i, `  <meta name="forkcast-auth-mode" content="${authMode}" />\n  </head>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other page answered by index.html. One
 * layer of the app's router, which the API's paths pass at once: they never name a file, so they skip
 * the static lookups (a file-system stat per API request) and the SPA's own router entirely.
 */
export function serveSpa(app: Express, dir: string, authMode: AuthMode): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const spa = express.Router();
  spa.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  spa.use(express.static(dir, { index: false, maxAge: 0 }));
  spa.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Read on every page load, as sendFile did: a rebuilt SPA is served without a restart.
    readFile(index, 'utf8').then((html) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(pageWithAuthMode(html, authMode));
    }, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => (SERVER_PATHS.test(req.path) ? next() : spa(req, res, next)));
  return true;
}
