import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from './domain-error.js';
import type { User } from '../users/user.entity.js';
/** Who is calling, as the AuthGuard found them: their id at once, the user row only when read. */
export interface Caller {
  id: string;
  user(): User;
}

export type AuthedRequest = Request & { caller?: Caller };

function callerOf(ctx: ExecutionContext): Caller {
  const caller = ctx.switchToHttp().getRequest<AuthedRequest>().caller;
  if (!caller) throw unauthorized('Unauthorized');
  return caller;
}

/** The signed-in user the AuthGuard found, as an entity of the request's EntityManager. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): User => callerOf(ctx).user());

/**
 * Only the signed-in user's id: for routes that read by one query scoped by it (a plan, a job's status),
 * which then never map an entity nor fork an EntityManager.
 */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => callerOf(ctx).id);
