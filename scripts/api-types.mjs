// `npm run api:types`: writes the SPA's API types (frontend/src/api/schema.ts) from the API's OpenAPI
// document. The document is built from the compiled backend in Nest's preview mode: no database, Redis
// or port is needed, so this runs anywhere in a couple of seconds.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeBinary, run, TSC } from './common.mjs';
import { API_TYPES_FILE, apiTypesSource } from './lib/api-types.mjs';
import { ROOT } from './services.mjs';

run(nodeBinary(), [TSC, '-p', join(ROOT, 'backend', 'tsconfig.build.json')]);
const { offlineApiDocument } = await import(pathToFileURL(join(ROOT, 'backend', 'dist', 'app.api-document.js')).href);
const document = await offlineApiDocument();
writeFileSync(join(ROOT, API_TYPES_FILE), await apiTypesSource(document));
const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
console.log(`[api:types] wrote ${API_TYPES_FILE}: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas`);
