import { ValidationPipe, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/core';
import { json, urlencoded, type Express } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { Authenticator } from './auth/authenticator.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { servicePortsOf } from './common/service-outage.js';
import { invalid } from './common/domain-error.js';
import { inOrder, withBodyOnly } from './common/edge.js';
import { fixedHeaders } from './common/fixed-headers.js';
import { lazyCookies } from './common/lazy-cookies.js';
import { sameOriginOnly } from './common/same-origin.middleware.js';
import { refuseUnsafeText } from './common/unsafe-text.middleware.js';
import { defaultSpaDir, serveSpa } from './common/spa.js';
import type { Settings } from './config/settings.js';
import { ormRequestScope } from './database/request-scope.js';
import { JobsService } from './jobs/jobs.service.js';
import { mountQueueDashboard } from './jobs/queue-dashboard.js';
import { createLogger, PinoNestLogger, requestLogger } from './logging/logger.js';
import { recordHttpMetrics } from './metrics/metrics.middleware.js';
import { apiDocument } from './app.api-document.js';

/** Constraints that say what kind of value a field takes. */
const TYPE_CONSTRAINTS = new Set(['isNumber', 'isInt', 'isString', 'isArray', 'isBoolean', 'isObject']);

/**
 * A field of the wrong kind ('abc' for a budget) answers only that: its range rules ('at least 50',
 * 'at most 500') would both fail too and contradict each other in the message.
 */
function ownMessages(constraints: Record<string, string>): Record<string, string> {
  const typeOnly = Object.entries(constraints).filter(([name]) => TYPE_CONSTRAINTS.has(name));
  return typeOnly.length ? Object.fromEntries(typeOnly) : constraints;
}

export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  // Unknown fields, wrong types, missing values: one readable 400, nothing written.
  exceptionFactory: (errors) => {
    const flatten = (list: typeof errors, parent = ''): string[] =>
      list.flatMap((e) => [
        ...Object.values(ownMessages(e.constraints ?? {})).map((m) => (parent && !m.startsWith(parent) ? `${parent}.${m}` : m)),
        ...flatten(e.children ?? [], parent ? `${parent}.${e.property}` : e.property),
      ]);
    return invalid(flatten(errors).join('; ') || 'Invalid request');
  },
});

/** helmet's headers: the SPA's content policy (Clerk's scripts and frames when signing in with Clerk). */
export function securityHeaders(settings: Pick<Settings, 'authMode'>) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...(settings.authMode === 'clerk' ? ['https:', "'unsafe-inline'"] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...(settings.authMode === 'clerk' ? ['https:', 'wss:'] : [])],
        'frame-src': ["'self'", ...(settings.authMode === 'clerk' ? ['https:'] : [])],
        'worker-src': ["'self'", 'blob:'],
        // Self-hosters often serve plain http on a LAN address; upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** The HTTP app (ROLE=all or api): API, SPA, docs and the queue dashboard on one port. */
export async function createHttpApp(settings: Settings, options: { logger?: boolean } = {}): Promise<NestExpressApplication> {
  const logger = createLogger(options.logger === false ? 'silent' : settings.logLevel);
  // Body parsers are part of the edge below (bodyParser: false keeps Nest from adding its own).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRole(settings), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  // Express would hash every JSON answer for a weak ETag after building it; the reads worth revalidating
  // (plan, list, preferences) carry a version tag of their own, answered 304 before the body is built.
  app.set('etag', false);
  const express = app.getHttpAdapter().getInstance() as Express;
  lazyCookies(express);
  // Every request's way in, as one router layer (common/edge.ts), in this order.
  app.use(
    inOrder([
      requestLogger(logger),
      recordHttpMetrics,
      // helmet's headers, worked out once: the same on every answer (common/fixed-headers.ts)
      fixedHeaders(securityHeaders(settings)),
      // Forms are parsed here too (not later by Nest's defaults), so the text rule below sees them.
      withBodyOnly(json({ limit: '1mb' })),
      withBodyOnly(urlencoded({ extended: true, limit: '1mb' })),
      refuseUnsafeText,
      ...(settings.authMode === 'local' ? [sameOriginOnly] : []),
      ormRequestScope(app.get(MikroORM)),
    ]),
  );
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new AllExceptionsFilter(servicePortsOf(settings.databaseUrl, settings.redisUrl)));

  mountQueueDashboard(express, app.get(JobsService), app.get(Authenticator));
  serveSpa(express, settings.spaDir ?? defaultSpaDir(), settings.authMode);

  SwaggerModule.setup('api/docs', app, apiDocument(app));
  await app.init();
  return app;
}

/** The worker process (ROLE=worker): queues and handlers, no HTTP. */
export async function createWorkerContext(settings: Settings): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRole(settings), {
    logger: new PinoNestLogger(createLogger(settings.logLevel)),
  });
  await app.init();
  return app;
}

export type { INestApplication };
