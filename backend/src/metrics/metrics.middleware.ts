import type { NextFunction, Request, Response } from 'express';
import { httpDuration } from './metrics.js';

/** Times every request, labelled by the route pattern (never the raw URL: ids would explode the labels). */
export function recordHttpMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  res.once('finish', () => {
    const route = (req.route as { path?: string } | undefined)?.path ?? (req.path.startsWith('/api/') ? 'unmatched' : 'static');
    httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, (performance.now() - started) / 1000);
  });
  next();
}
