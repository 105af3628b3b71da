import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Settings } from '../config/settings.js';
import type { User } from '../users/user.entity.js';
import { ClerkAuthService } from './clerk-auth.service.js';
import { LocalAuthService } from './local-auth.service.js';
import { SESSION_COOKIE } from './session-token.js';

/** Finds who is calling, whichever sign-in provider is active. */
@Injectable()
export class Authenticator {
  constructor(
    private readonly settings: Settings,
    private readonly local: LocalAuthService,
    private readonly clerk: ClerkAuthService,
  ) {}

  async userFor(req: Request): Promise<User | null> {
    const cookies = (req as Request & { cookies?: Record<string, string> }).cookies ?? {};
    if (this.settings.authMode === 'clerk') {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : cookies.__session;
      return token ? this.clerk.userForToken(token) : null;
    }
    const token = cookies[SESSION_COOKIE];
    return token ? this.local.userForToken(token) : null;
  }

  isAdmin(user: User | null | undefined): boolean {
    return !!user && this.settings.adminEmails.includes(user.email.toLowerCase());
  }
}
