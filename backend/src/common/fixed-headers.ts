import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A header a middleware sets (a name and its value) or takes off (a name and null). */
type HeaderStep = readonly [name: string, value: string | null];

/**
 * What a header middleware does to every answer, found by running it against a stand-in answer: the
 * headers it sets and the ones it removes, in its order. Throws when it does anything else (reads the
 * request or anything of the answer but setHeader/removeHeader, or does not call `next` at once) or sets
 * other values on a second run (a nonce): such a middleware's headers are not fixed.
 */
export function headersSetBy(middleware: RequestHandler): HeaderStep[] {
  const once = () => {
    const steps: [string, string | null][] = [];
    const refuse = (what: string) => {
      throw new Error(`a fixed-header middleware may not ${what}`);
    };
    const methods: Record<string, unknown> = {
      setHeader(name: string, value: unknown) {
        if (typeof value !== 'string') throw new Error(`header ${name} is not a fixed text`);
        steps.push([name, value]);
        return answer;
      },
      removeHeader(name: string) {
        steps.push([name, null]);
      },
    };
    const answer: object = new Proxy(
      {},
      { get: (_target, key) => (typeof key === 'string' && key in methods ? methods[key] : refuse(`read the answer's ${String(key)}`)) },
    );
    const request = new Proxy({}, { get: (_target, key) => refuse(`read the request's ${String(key)}`) });
    let passed = false;
    void middleware(request as Request, answer as Response, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('a fixed-header middleware failed');
      passed = true;
    });
    if (!passed) throw new Error('a fixed-header middleware must pass the request on at once');
    return steps;
  };
  const steps = once();
  if (JSON.stringify(once()) !== JSON.stringify(steps)) throw new Error('a fixed-header middleware must set the same headers every time');
  return steps;
}

/**
 * The headers of `middleware` (helmet's security headers) set on every answer from a list made once at
 * start: the same headers with the same values, without running its dozen steps and closures per request.
 */
export function fixedHeaders(middleware: RequestHandler): (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void {
  const steps = headersSetBy(middleware);
  return (_req, res, next) => {
    for (const [name, value] of steps) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}
