import { Injectable, type PipeTransform } from '@nestjs/common';
import { CurrentUserId } from '../common/current-user.decorator.js';
import { KitchenOwners } from './kitchen-owner.js';

/** The signed-in person's id → the id their household keeps its shared data under (a query, on each request). */
@Injectable()
export class KitchenOfCaller implements PipeTransform<string, Promise<string>> {
  constructor(private readonly owners: KitchenOwners) {}

  transform(personId: string): Promise<string> {
    return this.owners.ownerOf(personId);
  }
}

/**
 * The user id the caller's household keeps its shared data under (plans, grocery lists, pantry, price book,
 * calendar exports, jobs): the household owner's, or the caller's own in a household of one. Read per request,
 * so a removal ends access at once. Preferences and the assistant's conversation stay per person: those routes
 * keep @CurrentUser(). A pipe on the caller's id, so only the routes that ask pay for it (a global interceptor
 * for this cost every request Nest's interceptor chain of observables).
 */
export const KitchenOwnerId = () => CurrentUserId(KitchenOfCaller);
