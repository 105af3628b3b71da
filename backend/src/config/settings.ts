import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';

export type Role = 'all' | 'api' | 'worker';
export type AuthMode = 'local' | 'clerk';

const list = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean)
    : (value ?? []);
const int = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const pem = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\\n/g, '\n') : value);

/** Every setting Forkcast reads from the environment, validated once at boot (see .env.example). */
export class Settings {
  @IsIn(['all', 'api', 'worker']) role: Role = 'all';
  @Transform(int) @IsInt() @Min(0) @Max(65535) port = 3000;
  @IsString() host = '0.0.0.0';
  @IsString() databaseUrl = 'postgres://postgres@127.0.0.1:5432/forkcast';
  @IsString() redisUrl = 'redis://127.0.0.1:6379';
  /** Prefix of every BullMQ key, so several Forkcasts (or test runs) can share one Redis. */
  @IsString() queuePrefix = 'forkcast';
  @IsIn(['local', 'clerk']) authMode: AuthMode = 'local';
  @IsOptional() @IsString() clerkSecretKey?: string;
  @IsOptional() @IsString() clerkPublishableKey?: string;
  @IsOptional() @Transform(pem) @IsString() clerkJwtKey?: string;
  @Transform(list) @IsString({ each: true }) clerkAuthorizedParties: string[] = [];
  @IsOptional() @IsString() clerkIssuer?: string;
  @IsOptional() @IsString() clerkSignInUrl?: string;
  @Transform(list) @IsString({ each: true }) adminEmails: string[] = [];
  @IsOptional() @IsString() metricsToken?: string;
  @IsOptional() @IsString() openaiApiKey?: string;
  @IsOptional() @IsString() openaiBaseUrl?: string;
  @IsString() openaiModel = 'gpt-4o-mini';
  @IsOptional() @IsString() spoonacularApiKey?: string;
  @IsString() spoonacularBaseUrl = 'https://api.spoonacular.com';
  @IsOptional() @IsString() instacartApiKey?: string;
  @IsString() instacartBaseUrl = 'https://connect.instacart.com';
  /** Kroger Products API (developer.kroger.com): with both set, a Kroger list is priced at a real store's shelf prices. */
  @IsOptional() @IsString() krogerClientId?: string;
  @IsOptional() @IsString() krogerClientSecret?: string;
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }) krogerBaseUrl = 'https://api.kroger.com';
  /** The store whose prices a list uses: the nearest Kroger-family store to this ZIP code, unless KROGER_LOCATION_ID names one. */
  @Matches(/^\d{5}$/, { message: 'must be a 5-digit US ZIP code' }) krogerZipCode = '45202';
  @IsOptional() @Matches(/^[A-Za-z0-9]{1,20}$/, { message: 'must be a Kroger locationId (letters and digits)' }) krogerLocationId?: string;
  /** How long one Kroger call may take before the list falls back to the estimate. */
  @Transform(int) @IsInt() @Min(100) @Max(60000) krogerTimeoutMs = 5000;
  @IsOptional() @IsString() publicUrl?: string;
  @Transform(int) @IsInt() @Min(1) sessionTtlDays = 30;
  /** How long an API process remembers a session it has looked up (0 = ask the database every request). */
  @Transform(int) @IsInt() @Min(0) @Max(300) sessionCacheSeconds = 10;
  /** Megabytes of serialised plan answers an API process keeps per plan version (0 = build every answer). */
  @Transform(int) @IsInt() @Min(0) @Max(4096) readCacheMb = 32;
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) logLevel = 'info';
  @IsOptional() @IsString() spaDir?: string;
  @Transform(int) @IsInt() @Min(1) chatRateLimitPerMinute = 20;
  /** Failed sign-ins per client address per minute. */
  @Transform(int) @IsInt() @Min(1) signInRateLimitPerMinute = 10;
  /** Failed sign-ins per account per 15 minutes before it is locked (the lock doubles each time that day). */
  @Transform(int) @IsInt() @Min(1) signInFailuresPerAccount = 5;
  /** Sign-ups per client address per hour. */
  @Transform(int) @IsInt() @Min(1) signUpRateLimitPerHour = 20;
}

const ENV_NAMES: Record<keyof Settings, string> = {
  role: 'ROLE',
  port: 'PORT',
  host: 'HOST',
  databaseUrl: 'DATABASE_URL',
  redisUrl: 'REDIS_URL',
  queuePrefix: 'QUEUE_PREFIX',
  authMode: 'AUTH_MODE',
  clerkSecretKey: 'CLERK_SECRET_KEY',
  clerkPublishableKey: 'CLERK_PUBLISHABLE_KEY',
  clerkJwtKey: 'CLERK_JWT_KEY',
  clerkAuthorizedParties: 'CLERK_AUTHORIZED_PARTIES',
  clerkIssuer: 'CLERK_ISSUER',
  clerkSignInUrl: 'CLERK_SIGN_IN_URL',
  adminEmails: 'ADMIN_EMAILS',
  metricsToken: 'METRICS_TOKEN',
  openaiApiKey: 'OPENAI_API_KEY',
  openaiBaseUrl: 'OPENAI_BASE_URL',
  openaiModel: 'OPENAI_MODEL',
  spoonacularApiKey: 'SPOONACULAR_API_KEY',
  spoonacularBaseUrl: 'SPOONACULAR_BASE_URL',
  instacartApiKey: 'INSTACART_API_KEY',
  instacartBaseUrl: 'INSTACART_BASE_URL',
  publicUrl: 'PUBLIC_URL',
  krogerClientId: 'KROGER_CLIENT_ID',
  krogerClientSecret: 'KROGER_CLIENT_SECRET',
  krogerBaseUrl: 'KROGER_BASE_URL',
  krogerZipCode: 'KROGER_ZIP_CODE',
  krogerLocationId: 'KROGER_LOCATION_ID',
  krogerTimeoutMs: 'KROGER_TIMEOUT_MS',
  sessionTtlDays: 'SESSION_TTL_DAYS',
  sessionCacheSeconds: 'SESSION_CACHE_SECONDS',
  readCacheMb: 'READ_CACHE_MB',
  logLevel: 'LOG_LEVEL',
  spaDir: 'SPA_DIR',
  chatRateLimitPerMinute: 'CHAT_RATE_LIMIT_PER_MINUTE',
  signInRateLimitPerMinute: 'SIGN_IN_RATE_LIMIT_PER_MINUTE',
  signInFailuresPerAccount: 'SIGN_IN_FAILURES_PER_ACCOUNT',
  signUpRateLimitPerHour: 'SIGN_UP_RATE_LIMIT_PER_HOUR',
};

/** Reads and validates the environment; a bad or missing variable stops the process with the list of what is wrong. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Settings> = {}): Settings {
  const raw: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(ENV_NAMES)) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const settings = plainToInstance(Settings, { ...raw, ...overrides }, { exposeDefaultValues: true });
  const problems = validateSync(settings).map(
    (e) => `${ENV_NAMES[e.property as keyof Settings] ?? e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`,
  );
  if (settings.authMode === 'clerk') {
    if (!settings.clerkPublishableKey) problems.push('CLERK_PUBLISHABLE_KEY is required when AUTH_MODE=clerk');
    if (!settings.clerkSecretKey && !settings.clerkJwtKey)
      problems.push('CLERK_SECRET_KEY or CLERK_JWT_KEY is required when AUTH_MODE=clerk');
  }
  if (Boolean(settings.krogerClientId) !== Boolean(settings.krogerClientSecret))
    problems.push('KROGER_CLIENT_ID and KROGER_CLIENT_SECRET are set together (both or neither)');
  if (problems.length) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return settings;
}
