import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PATHS = /^\/(api|admin|metrics)(\/|$)/;

export function defaultSpaDir(): string {
  // backend/{src,dist}/common → frontend/dist
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist');
}

/** Serves the built SPA: hashed assets cached for a year, every other page answered by index.html. */
export function serveSpa(app: Express, dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  app.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(dir, { index: false, maxAge: 0 }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
