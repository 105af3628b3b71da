import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need CSRF protection: a state-changing request whose Origin (or Sec-Fetch-Site)
 * says it came from another site is refused. Same-origin browsers and non-browser clients pass.
 */
export function sameOriginOnly(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method)) return next();
  const fetchSite = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  let crossSite = fetchSite === 'cross-site';
  if (!crossSite && origin && origin !== 'null') {
    try {
      crossSite = new URL(origin).host !== req.headers.host;
    } catch {
      crossSite = true;
    }
  } else if (origin === 'null') crossSite = true;
  if (crossSite) {
    res.status(403).json({ statusCode: 403, message: 'Cross-site request refused' });
    return;
  }
  next();
}
