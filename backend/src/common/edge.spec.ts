import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOrder, withBodyOnly } from './edge.js';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as Request;
const response = {} as Response;

/** Runs a handler and resolves with what it passed on to the next layer. */
function run(handler: RequestHandler, req: Request): Promise<unknown> {
  return new Promise((resolve) => handler(req, response, ((error?: unknown) => resolve(error ?? 'passed')) as NextFunction));
}

describe('inOrder', () => {
  it('runs every step in order, synchronous or not, then passes on', async () => {
    const seen: string[] = [];
    const step =
      (name: string, later = false): RequestHandler =>
      (_req, _res, next) => {
        seen.push(name);
        if (later) setImmediate(next);
        else next();
      };
    expect(await run(inOrder([step('a'), step('b', true), step('c')]), request())).toBe('passed');
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('an error passed on or thrown skips the remaining steps and reaches the error handling', async () => {
    const seen: string[] = [];
    const failed = new Error('bad body');
    const after: RequestHandler = (_req, _res, next) => {
      seen.push('after');
      next();
    };
    expect(await run(inOrder([(_req, _res, next) => next(failed), after]), request())).toBe(failed);
    expect(
      await run(
        inOrder([
          () => {
            throw failed;
          },
          after,
        ]),
        request(),
      ),
    ).toBe(failed);
    expect(seen).toEqual([]);
  });

  it('a step that answers (never calls next) ends the request there', async () => {
    const seen: string[] = [];
    const handler = inOrder([
      () => seen.push('answered'),
      (_req, _res, next) => {
        seen.push('never');
        next();
      },
    ]);
    let passedOn = false;
    handler(request(), response, () => {
      passedOn = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['answered']);
    expect(passedOn).toBe(false);
  });
});

describe('withBodyOnly', () => {
  it('runs its step only for a request that says it has a body', async () => {
    const seen: string[] = [];
    const parser = withBodyOnly((_req, _res, next) => {
      seen.push('parsed');
      next();
    });
    await run(parser, request());
    await run(parser, request({ 'content-length': '0' }));
    await run(parser, request({ 'transfer-encoding': 'chunked' }));
    expect(seen).toEqual(['parsed', 'parsed']);
  });
});
