import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { unauthorized } from './domain-error.js';
import type { AuthedRequest } from './current-user.decorator.js';

/** A request that can say whose kitchen its caller cooks in (set by the households module's interceptor). */
export type KitchenRequest = AuthedRequest & { kitchenOwnerId?: () => Promise<string> };

/**
 * The user id the caller's household keeps its shared data under (plans, grocery lists, pantry, price book,
 * calendar exports, jobs): the household owner's, or the caller's own in a household of one. Resolved per
 * request, so a removal ends access at once. Preferences and the assistant's conversation stay per person:
 * those routes keep @CurrentUser().
 */
export const KitchenOwnerId = createParamDecorator((_: unknown, ctx: ExecutionContext): Promise<string> => {
  const req = ctx.switchToHttp().getRequest<KitchenRequest>();
  if (!req.caller || !req.kitchenOwnerId) throw unauthorized('Unauthorized');
  return req.kitchenOwnerId();
});
