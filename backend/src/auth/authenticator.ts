import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Settings } from '../config/settings.js';
import type { User } from '../users/user.entity.js';
import { ClerkAuthService } from './clerk-auth.service.js';
import { LocalAuthService } from './local-auth.service.js';
import { SESSION_COOKIE } from './session-token.js';
import type { Caller } from '../common/current-user.decorator.js';
import { cookieOf } from '../common/lazy-cookies.js';
export type { Caller };

/**
 * Who is calling: their id at once, their User entity only when something asks for it (mapping an entity
 * takes the request's EntityManager, which reads answered by one SQL query never need).
 */
/** Finds who is calling, whichever sign-in provider is active. */
@Injectable()
export class Authenticator {
  constructor(
    private readonly settings: Settings,
    private readonly local: LocalAuthService,
    private readonly clerk: ClerkAuthService,
  ) {}

  async callerFor(req: Request): Promise<Caller | null> {
    if (this.settings.authMode === 'clerk') {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : cookieOf(req, '__session');
      const user = token ? await this.clerk.userForToken(token) : null;
      return user ? { id: user.id, user: () => user } : null;
    }
    const token = cookieOf(req, SESSION_COOKIE);
    const account = token ? await this.local.accountForToken(token) : null;
    if (!account) return null;
    let user: User | undefined;
    return { id: account.id, user: () => (user ??= this.local.userOf(account)) };
  }

  async userFor(req: Request): Promise<User | null> {
    return (await this.callerFor(req))?.user() ?? null;
  }

  isAdmin(user: User | null | undefined): boolean {
    return !!user && this.settings.adminEmails.includes(user.email.toLowerCase());
  }
}
