import type { Response } from 'express';
import { entityTag, matchesTag } from './entity-tag.js';

/** A read's answer with the version of the row it was built from (read in the same query). */
export interface VersionedRead<T> {
  value: T;
  version: number | string;
}

/**
 * Answers a read that carries an ETag: when If-None-Match names the row's current version, a 304 from
 * one small query, the body never built; else the body with its tag. Revalidated on every use
 * (`no-cache`), so the browser and SWR get a fresh answer the moment the row changes.
 */
export async function sendTaggedRead<T>(
  res: Response,
  ifNoneMatch: string | undefined,
  tag: (version: number | string) => string,
  currentVersion: () => Promise<number | string | null>,
  read: () => Promise<VersionedRead<T>>,
): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-cache');
  if (ifNoneMatch) {
    const version = await currentVersion();
    if (version !== null && matchesTag(ifNoneMatch, tag(version))) {
      res.setHeader('ETag', tag(version));
      res.status(304).end();
      return;
    }
  }
  const { value, version } = await read();
  res.setHeader('ETag', tag(version));
  res.json(value);
}

export { entityTag };

/**
 * Sends a read that came with its version and, unless the client holds that version, its JSON already
 * serialised: 304 with the tag, or the body with it. Same headers as sendTaggedRead.
 */
export function sendVersionedJson(res: Response, tag: string, json: Buffer | null): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', tag);
  if (json === null) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(json);
}
