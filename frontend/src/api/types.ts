/**
 * The API's shapes come from its OpenAPI document: schema.ts is generated from it (`npm run api:types`),
 * and each resource file names the few it uses. Never copy an answer's shape here by hand.
 */
import type { components } from './schema';

/** Every shape the API documents, by its schema name. */
export type Schemas = components['schemas'];

/** The authenticated user as the UI sees it (spec §3). */
export type AuthUser = Schemas['AuthUser'];

export type AuthMode = Schemas['AuthMode'];
export type SampleDay = Schemas['SampleDay'];

/** What the SPA keeps of GET /api/config before anyone signs in: which sign-in the server uses. */
export type AppConfig = Pick<Schemas['AppConfig'], 'authMode' | 'clerkPublishableKey' | 'deliveryPartner'>;
