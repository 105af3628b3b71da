/**
 * Strong ETags for the reads a person polls (a meal plan, a grocery list, preferences): the row's version,
 * which PostgreSQL moves on every change (see the read_versions migration), and the build that shapes the
 * answer. Any API process computes the same tag for the same row and build, so a 304 is never stale.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's code as built: every module's path, size and time, hashed once. A rebuild changes every tag. */
function buildEpoch(): string {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|ts|json)$/.test(entry.name)) {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${path.slice(root.length)}:${size}:${Math.trunc(mtimeMs)};`);
      }
    }
  };
  walk(root);
  return hash.digest('base64url').slice(0, 10);
}

const EPOCH = buildEpoch();

/** `"plan.42.<build>"`: what the read with this version answers. `variant` names a query that shapes it. */
export function entityTag(kind: string, version: number | string, variant = ''): string {
  return `"${kind}${variant ? `-${variant}` : ''}.${version}.${EPOCH}"`;
}

/** Whether an If-None-Match header names this tag (a list of tags, `*`, or weak forms of it). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** The versions of one kind of read (this build's tags only) that an If-None-Match header says the client holds. */
export interface VersionsHeld {
  /** `*`: any current version. */
  any: boolean;
  versions: string[];
}

/** Which versions of `kind` an If-None-Match header names: what a read may answer 304 to without building anything. */
export function versionsHeld(ifNoneMatch: string | undefined, kind: string): VersionsHeld {
  if (!ifNoneMatch) return { any: false, versions: [] };
  if (ifNoneMatch.trim() === '*') return { any: true, versions: [] };
  const prefix = `"${kind}.`;
  const suffix = `.${EPOCH}"`;
  const versions: string[] = [];
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim().replace(/^W\//, '');
    if (!tag.startsWith(prefix) || !tag.endsWith(suffix)) continue;
    const version = tag.slice(prefix.length, tag.length - suffix.length);
    if (/^\d{1,19}$/.test(version)) versions.push(version);
  }
  return { any: false, versions };
}
