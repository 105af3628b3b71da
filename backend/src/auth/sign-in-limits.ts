import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { SharedCounters } from './limits.js';

export const SIGN_IN_LOCKED_MESSAGE =
  'Too many failed sign-ins. Please wait and try again, or reset your password with the person who runs this Forkcast.';
export const SIGN_UP_LIMIT_MESSAGE = 'Too many new accounts from this address. Please try again later.';

/** The failures an account may have in this window before it is locked. */
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** A lock doubles with each lock in a day (15, 30, 60 min…), never past a day. */
const MAX_LOCK_SECONDS = 24 * 60 * 60;

/** An e-mail as a counter key: the same for any spelling of the address, and not the address itself. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Who may try to sign in or sign up, counted in Redis for every API process:
 * - failed sign-ins per account (SIGN_IN_FAILURES_PER_ACCOUNT per 15 minutes; then locked, the lock
 *   doubling with each further lock that day) and per client address (SIGN_IN_RATE_LIMIT_PER_MINUTE);
 *   a success is never counted and clears the account's failures, so people behind one office address
 *   never lock each other out by signing in; an unknown e-mail is counted like a known one;
 * - sign-ups per client address (SIGN_UP_RATE_LIMIT_PER_HOUR), counted before any password is hashed.
 */
@Injectable()
export class SignInLimits {
  private readonly accountFailures: RateLimiterAbstract;
  private readonly accountLocks: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly addressSignUps: RateLimiterAbstract;

  constructor(counters: SharedCounters, settings: Settings) {
    this.accountFailures = counters.counter('sign-in-account', settings.signInFailuresPerAccount, ACCOUNT_WINDOW_SECONDS);
    this.accountLocks = counters.counter('sign-in-account-locks', 1000, MAX_LOCK_SECONDS);
    this.addressFailures = counters.counter('sign-in-address', settings.signInRateLimitPerMinute, 60);
    this.addressSignUps = counters.counter('sign-up-address', settings.signUpRateLimitPerHour, 60 * 60);
  }

  /** Refuses (429) before the password is even checked when the account or the address is locked. */
  async assertMayTry(email: string, address: string): Promise<void> {
    const [account, fromAddress] = await Promise.all([this.accountFailures.get(accountKey(email)), this.addressFailures.get(address)]);
    for (const res of [account, fromAddress]) {
      if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw rateLimited(SIGN_IN_LOCKED_MESSAGE, secondsLeft(res));
    }
  }

  /** Counts a wrong password (or an unknown e-mail); locks the account, for longer each time, past its limit. */
  async failed(email: string, address: string): Promise<void> {
    const key = accountKey(email);
    await this.addressFailures.consume(address).catch((res: unknown) => {
      if (!(res instanceof RateLimiterRes)) throw res;
    });
    let res: RateLimiterRes;
    try {
      res = await this.accountFailures.consume(key);
    } catch (over) {
      if (!(over instanceof RateLimiterRes)) throw over;
      return; // already locked (two requests raced): the lock stands
    }
    if (res.remainingPoints > 0) return;
    // The last failure allowed: lock the account, for longer each time it is locked in a day.
    const locks = await this.accountLocks.consume(key).catch((over: unknown) => {
      if (over instanceof RateLimiterRes) return over;
      throw over;
    });
    await this.accountFailures.block(key, Math.min(MAX_LOCK_SECONDS, ACCOUNT_WINDOW_SECONDS * 2 ** Math.max(0, locks.consumedPoints - 1)));
  }

  /** A correct password: the account's failures are forgotten (its lock history too). */
  async succeeded(email: string): Promise<void> {
    const key = accountKey(email);
    await Promise.all([this.accountFailures.delete(key), this.accountLocks.delete(key)]);
  }

  /** Counts a sign-up from this address; 429 past the hourly limit. */
  async signUp(address: string): Promise<void> {
    try {
      await this.addressSignUps.consume(address);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw rateLimited(SIGN_UP_LIMIT_MESSAGE, secondsLeft(res));
      throw res;
    }
  }
}
