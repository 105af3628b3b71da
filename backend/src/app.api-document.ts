import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { SESSION_COOKIE } from './auth/session-token.js';
import { loadSettings } from './config/settings.js';

/** What every route may answer, said once for the whole document rather than on each operation. */
const DESCRIPTION = [
  'Meal plans, recipes, grocery lists and the assistant.',
  '',
  'Every failure answers the `ApiError` shape. Besides what each operation lists, any route answers 400 for a path,',
  'query or body holding a control character, a write from another site answers 403 (local sign-in), and a body over',
  '1 MB answers 413. Long work answers 202 `{ jobId }`: follow it with `GET /api/jobs/{id}`.',
].join('\n');

/** The OpenAPI document of the app's routes, as served at /api/docs-json. */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Forkcast API')
    .setDescription(DESCRIPTION)
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * The same document without a database, Redis or a port: Nest's preview mode reads the modules and
 * controllers but builds no provider, so nothing connects. `npm run api:types` and its check use it.
 */
export async function offlineApiDocument(): Promise<OpenAPIObject> {
  const settings = loadSettings({}, { role: 'api', logLevel: 'silent' });
  const app = await NestFactory.create(AppModule.forRole(settings), { preview: true, logger: false, abortOnError: false });
  try {
    return apiDocument(app);
  } finally {
    await app.close();
  }
}
