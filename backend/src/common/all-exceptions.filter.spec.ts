import { jest } from '@jest/globals';
import { BadRequestException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { servicePortsOf, type ServicePorts } from './service-outage.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import {
  DomainError,
  conflict,
  forbidden,
  gone,
  invalid,
  notFound,
  rateLimited,
  unauthorized,
  unavailable,
  upstreamFailed,
  type DomainErrorCode,
} from './domain-error.js';

/** What the filter wrote: status, headers and the JSON body. */
interface Written {
  status?: number;
  headers: Record<string, string>;
  body?: unknown;
}

function answer(exception: unknown, ports?: ServicePorts): Written {
  const written: Written = { headers: {} };
  const res = {
    headersSent: false,
    setHeader(name: string, value: string) {
      written.headers[name.toLowerCase()] = value;
    },
    status(code: number) {
      written.status = code;
      return res;
    },
    json(body: unknown) {
      written.body = JSON.parse(JSON.stringify(body));
      return res;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter(ports).catch(exception, host);
  return written;
}

/** The contract the SPA and the OpenAPI document's ApiError rely on: each code's status and HTTP's name for it. */
const EXPECTED: [DomainErrorCode, number, string][] = [
  ['invalid', 400, 'Bad Request'],
  ['unauthorized', 401, 'Unauthorized'],
  ['forbidden', 403, 'Forbidden'],
  ['not_found', 404, 'Not Found'],
  ['conflict', 409, 'Conflict'],
  ['gone', 410, 'Gone'],
  ['rate_limited', 429, 'Too Many Requests'],
  ['upstream_failed', 502, 'Bad Gateway'],
  ['unavailable', 503, 'Service Unavailable'],
];

describe('AllExceptionsFilter', () => {
  it.each(EXPECTED)('answers a DomainError %s with %i, its message and "%s"', (code, status, error) => {
    const written = answer(new DomainError(code, `A sentence about ${code}`));
    expect(written.status).toBe(status);
    expect(written.body).toEqual({ statusCode: status, message: `A sentence about ${code}`, error });
    // a service away says when to try again (the job routes while Redis is down); nothing else does unasked
    expect(written.headers).toEqual(code === 'unavailable' ? { 'retry-after': '5' } : {});
  });

  it('covers every code there is: the constructors make each one', () => {
    const made = [
      invalid('x'),
      unauthorized('x'),
      forbidden('x'),
      notFound('x'),
      conflict('x'),
      gone('x'),
      rateLimited('x', 1),
      upstreamFailed('x'),
      unavailable('x'),
    ];
    expect(made.map((e) => e.code).sort()).toEqual(EXPECTED.map(([code]) => code).sort());
  });

  it("answers the body Nest's exceptions answered for the same failure, key for key", () => {
    for (const [domain, nest] of [
      [notFound('Meal plan not found'), new NotFoundException('Meal plan not found')],
      [invalid('name must be text'), new BadRequestException('name must be text')],
    ] as const) {
      const mine = answer(domain);
      const theirs = answer(nest);
      expect(mine.status).toBe(theirs.status);
      expect(JSON.stringify(mine.body)).toBe(JSON.stringify(theirs.body));
    }
  });

  it('says when to come back after a limit: Retry-After', () => {
    const written = answer(rateLimited('Too many failed sign-ins.', 840));
    expect(written.status).toBe(429);
    expect(written.headers['retry-after']).toBe('840');
    expect(written.body).toEqual({ statusCode: 429, message: 'Too many failed sign-ins.', error: 'Too Many Requests' });
  });

  it("keeps Nest's own exceptions (an unknown route) and joins a list of messages into one sentence", () => {
    expect(answer(new NotFoundException('Cannot GET /api/nowhere'))).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Cannot GET /api/nowhere', error: 'Not Found' },
    });
    expect(answer(new BadRequestException(['a is wrong', 'b is wrong'])).body).toMatchObject({
      statusCode: 400,
      message: 'a is wrong; b is wrong',
    });
  });

  it('answers a bug 500 without its details, which go to the log', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(answer(new Error('secret internals'))).toMatchObject({
      status: 500,
      body: { statusCode: 500, message: 'Something went wrong on our side. Please try again.' },
    });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('answers 503 with Retry-After, not 500, when PostgreSQL or Redis is away (restarting, refused, cut off)', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', port: 5432 });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const cut = new Error('Connection terminated unexpectedly');
    const wrapped = Object.assign(new Error('query failed'), {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    });
    for (const outage of [refused, starting, cut, wrapped]) {
      const written = answer(outage);
      expect(written).toMatchObject({ status: 503, body: { statusCode: 503, error: 'Service Unavailable' } });
      expect(written.headers['retry-after']).toBe('5');
      expect((written.body as { message: string }).message).toMatch(/cannot reach its database/);
    }
    const redis = answer(new Error('Connection is closed.'));
    expect(redis.status).toBe(503);
    expect((redis.body as { message: string }).message).toMatch(/cannot reach its job queue/);
    // a bug that merely mentions a connection is still ours
    expect(answer(new TypeError("Cannot read properties of undefined (reading 'connection')")).status).toBe(500);
    // a database on a port of its own is named by the port this installation uses
    const elsewhere = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6543'), { code: 'ECONNREFUSED', port: 6543 });
    const named = answer(elsewhere, servicePortsOf('postgres://db.local:6543/forkcast', 'redis://127.0.0.1:6380'));
    expect((named.body as { message: string }).message).toMatch(/cannot reach its database/);
    warned.mockRestore();
  });

  it('answers 503 with Retry-After, not 500, when PostgreSQL broke a deadlock or could not serialize the request', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const deadlock = Object.assign(new Error('DeadlockException'), {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
    for (const crossed of [deadlock, Object.assign(new Error('could not serialize access'), { code: '40001' })]) {
      const written = answer(crossed);
      expect(written).toMatchObject({ status: 503, body: { statusCode: 503, error: 'Service Unavailable' } });
      expect(written.headers['retry-after']).toBe('1');
      expect((written.body as { message: string }).message).toMatch(/Nothing was lost: please try again/);
    }
    warned.mockRestore();
  });
});
