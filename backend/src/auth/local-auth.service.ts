import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { conflict, unauthorized } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { User } from '../users/user.entity.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { hashToken, newSessionToken } from './session-token.js';
import { SignInLimits } from './sign-in-limits.js';
import { Session } from './session.entity.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

// A valid argon2id hash to verify against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/** A signed-in account as its row reads (users' columns): its `id` is all most requests need. */
export type SessionAccount = Record<string, unknown> & { id: string };

/** A session found recently: the user's row and when the session ends. */
interface RecentSession {
  user: SessionAccount;
  expiresAt: number;
}

/** Email + password accounts with server-side sessions (AUTH_MODE=local, the offline default). */
@Injectable()
export class LocalAuthService {
  /** Null when SESSION_CACHE_SECONDS=0: every request asks the database. */
  private readonly recentSessions: LRUCache<string, RecentSession> | null;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: Settings,
    private readonly limits: SignInLimits,
  ) {
    this.recentSessions = settings.sessionCacheSeconds > 0 ? new LRUCache({ max: 10_000, ttl: settings.sessionCacheSeconds * 1000 }) : null;
  }

  /** A new account; `address` is the client's, counted against SIGN_UP_RATE_LIMIT_PER_HOUR before anything is hashed. */
  async signUp(
    input: { email: string; password: string; firstName?: string; lastName?: string },
    address: string,
  ): Promise<{ user: User; token: string }> {
    await this.limits.signUp(address);
    const email = input.email.trim().toLowerCase();
    if (await this.findByEmail(email)) throw conflict(EMAIL_TAKEN);
    const user = this.em.create(User, {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      profileImageUrl: null,
      clerkId: null,
    });
    try {
      await this.em.flush();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return { user, token: await this.startSession(user) };
  }

  /** Checks the password unless the account or the client address is locked (429); failures are counted, a success clears them. */
  async signIn(emailInput: string, password: string, address: string): Promise<{ user: User; token: string }> {
    const email = emailInput.trim().toLowerCase();
    await this.limits.assertMayTry(email, address);
    const user = await this.findByEmail(email, true);
    const hash = user?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-password')));
    const ok = await verifyPassword(hash, password);
    if (!user || !user.passwordHash || !ok) {
      await this.limits.failed(email, address);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.limits.succeeded(email);
    return { user, token: await this.startSession(user) };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    this.recentSessions?.delete(hashToken(token));
    await this.em.nativeDelete(Session, { tokenHash: hashToken(token) });
  }

  /**
   * The account behind a session cookie (its row), or null when the session is unknown or expired. Every
   * signed-in request asks this, so a session found is remembered for a few seconds (it was one of a plan
   * read's two queries); signing out here forgets it at once, on another API replica within
   * SESSION_CACHE_SECONDS.
   */
  async accountForToken(token: string): Promise<SessionAccount | null> {
    const tokenHash = hashToken(token);
    const session = this.recentSessions?.get(tokenHash);
    if (session && session.expiresAt > Date.now()) return session.user;
    const [row] = await this.em.execute<(Record<string, unknown> & { id: string; expires_at: Date })[]>(
      `select u.id, u.email, u.clerk_id, u.first_name, u.last_name, u.profile_image_url, u.created_at, s.expires_at
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = ? and s.expires_at > now()`,
      [tokenHash],
    );
    if (!row) return null;
    const { expires_at: expiresAt, ...user } = row;
    this.recentSessions?.set(tokenHash, { user, expiresAt: new Date(expiresAt).getTime() });
    return user;
  }

  /** The account as an entity of the current request's EntityManager (each request maps its own). */
  userOf(account: SessionAccount): User {
    return this.em.map(User, { ...account });
  }

  /** The user behind a session cookie, or null when it is unknown or expired. */
  async userForToken(token: string): Promise<User | null> {
    const account = await this.accountForToken(token);
    return account ? this.userOf(account) : null;
  }

  private async findByEmail(email: string, withPassword = false): Promise<User | null> {
    // Emails are stored lower-cased (the unique index is on lower(email)).
    return this.em.findOne(User, { email }, withPassword ? { populate: ['passwordHash'] } : {});
  }

  private async startSession(user: User): Promise<string> {
    const token = newSessionToken();
    this.em.create(Session, {
      user,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.settings.sessionTtlDays * 86_400_000),
    });
    await this.em.flush();
    return token;
  }
}
