import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * Password hashes at once, in this process: half the cores (at least one). argon2id is built to cost
 * CPU and memory; a flood of sign-ups hashing on every core (and on all of libuv's threads) made a
 * constant route wait 15 s. The rest queue here, so everyone else keeps a core.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
const hashing = pLimit(HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2.hash(password, { type: argon2.argon2id }));
}

/** False for a wrong password, and for a stored hash argon2 cannot read (corrupt or foreign): never a 500. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return hashing(() => argon2.verify(hash, password).catch(() => false));
}
