import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { KitchenRequest } from '../common/kitchen-owner.decorator.js';
import { KitchenOwners } from './kitchen-owner.js';

/**
 * Gives each signed-in request a lazy "whose kitchen" for @KitchenOwnerId(): nothing is read unless a route asks,
 * and what is read is kept for that request only.
 */
@Injectable()
export class KitchenOwnerInterceptor implements NestInterceptor {
  constructor(private readonly owners: KitchenOwners) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<KitchenRequest>();
      const caller = req.caller;
      if (caller) {
        let owner: Promise<string> | undefined;
        req.kitchenOwnerId = () => (owner ??= this.owners.ownerOf(caller.id));
      }
    }
    return next.handle();
  }
}
