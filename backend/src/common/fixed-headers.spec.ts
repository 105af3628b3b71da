import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { securityHeaders } from '../app.factory.js';
import { fixedHeaders, headersSetBy } from './fixed-headers.js';

/** The headers an app answers with through `middleware`, less those that change per answer. */
async function answerHeaders(middleware: RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => res.json({ ok: true }));
  const { headers } = await request(app).get('/x').expect(200);
  const { date: _date, etag: _etag, ...fixed } = headers as Record<string, unknown>;
  return fixed;
}

describe('security headers worked out once (fixedHeaders)', () => {
  it.each(['local', 'clerk'] as const)("answers exactly helmet's headers, in %s sign-in mode", async (authMode) => {
    const helmetItself = securityHeaders({ authMode });
    const direct = await answerHeaders(helmetItself);
    const fixed = await answerHeaders(fixedHeaders(helmetItself));
    expect(fixed).toEqual(direct);
    // the protections themselves, so an empty list on both sides could not pass
    expect(fixed['content-security-policy']).toContain("script-src 'self'");
    expect(fixed['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(fixed['x-frame-options']).toBe('SAMEORIGIN');
    expect(fixed['x-content-type-options']).toBe('nosniff');
    expect(fixed['x-powered-by']).toBeUndefined();
  });

  it('refuses a middleware whose headers depend on the request, instead of freezing one request’s answer', () => {
    const perRequest: RequestHandler = (req, res, next) => {
      res.setHeader('x-seen', req.headers['user-agent'] ?? '');
      next();
    };
    expect(() => headersSetBy(perRequest)).toThrow(/read the request/);
    // helmet with a content policy computed per request (a nonce kept on the answer, or a fresh one) is such a middleware
    const fromAnswer = helmet({
      contentSecurityPolicy: {
        directives: { 'script-src': [(_req, res) => `'nonce-${String((res as unknown as { locals: { nonce: string } }).locals.nonce)}'`] },
      },
    });
    expect(() => headersSetBy(fromAnswer as RequestHandler)).toThrow(/read the answer's locals/);
    const fresh = helmet({ contentSecurityPolicy: { directives: { 'script-src': [() => `'nonce-${Math.random()}'`] } } });
    expect(() => headersSetBy(fresh as RequestHandler)).toThrow(/the same headers every time/);
  });
});
