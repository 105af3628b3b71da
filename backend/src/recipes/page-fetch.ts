/**
 * Fetches a recipe page for the JSON-LD import: http(s) only, public addresses only (no requests into
 * the server's own network), a short timeout, at most 3 MB, at most 3 redirects each checked again.
 */
import { invalid } from '../common/domain-error.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export const FETCH_FAILED = 'Could not fetch that page';
const MAX_BYTES = 3 * 1024 * 1024;

/** True for loopback, private, link-local, CGNAT, multicast and unspecified addresses (v4 and v6). */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80') || v6.startsWith('ff');
}

async function checkHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid(`${FETCH_FAILED}: only http and https addresses can be imported`);
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw invalid(`${FETCH_FAILED}: ${url.hostname} could not be found (are you offline?)`);
  }
  if (addresses.some(isPrivateAddress)) throw invalid(`${FETCH_FAILED}: addresses on a private network cannot be imported`);
}

export async function fetchRecipePage(address: string, options: { timeoutMs?: number; allowPrivate?: boolean } = {}): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw invalid(`${FETCH_FAILED}: that is not a web address`);
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? 6000);
  for (let hop = 0; hop <= 3; hop++) {
    await checkHost(url, options.allowPrivate ?? false);
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Forkcast recipe import (+https://github.com/forkcast)' },
      });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError' ? 'it took too long to answer' : 'the site could not be reached (are you offline?)';
      throw invalid(`${FETCH_FAILED}: ${reason}`);
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      url = new URL(res.headers.get('location')!, url);
      continue;
    }
    if (!res.ok) throw invalid(`${FETCH_FAILED}: the site answered ${res.status}`);
    const reader = res.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > MAX_BYTES) {
        await reader.cancel();
        throw invalid(`${FETCH_FAILED}: the page is larger than 3 MB`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  throw invalid(`${FETCH_FAILED}: too many redirects`);
}
