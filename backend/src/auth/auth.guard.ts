import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Authenticator } from './authenticator.js';
import type { AuthedRequest } from '../common/current-user.decorator.js';
import { unauthorized } from '../common/domain-error.js';
import { IS_PUBLIC } from '../common/public.decorator.js';

/** Global: every route needs a signed-in user unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const caller = req.caller ?? (await this.authenticator.callerFor(req));
    if (!caller) throw unauthorized('Unauthorized');
    req.caller = caller;
    return true;
  }
}
