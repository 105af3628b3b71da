import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express middleware run in order as ONE router layer. Each `app.use` is a layer Express's router walks
 * for every request (path match, params, prefix trimming, a try/catch and a promise check); nine of them
 * before the first route were ~10 % of a constant route's CPU in the request-path profile
 * (docs/ENGINEERING.md). The steps behave exactly as they would as separate layers: in order, an error
 * passed to `next` (or thrown) skips the rest and goes to the app's error handling.
 */
export function inOrder(steps: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const step = steps[index++];
      if (!step) return done();
      try {
        void step(req, res, next);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}

/** Runs `step` only for requests that carry a body (a length or chunked encoding), as body parsers decide. */
export function withBodyOnly(step: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined ? next() : step(req, res, next);
}
