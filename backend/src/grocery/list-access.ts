import { Injectable } from '@nestjs/common';
import { notFound } from '../common/domain-error.js';
import { GroceryService, NO_LIST_MESSAGE } from './grocery.service.js';

/**
 * Who may follow a list's changes live: the one place that decides it. Today the list's owner; a household
 * sharing a list will widen this (the channel is already per list, not per person).
 */
@Injectable()
export class ListAccess {
  constructor(private readonly grocery: GroceryService) {}

  /** The list's version when the person may follow it; 404 when it is not theirs or the plan has no list. */
  async followable(userId: string, mealPlanId: string): Promise<number> {
    const version = await this.grocery.listVersion(userId, mealPlanId);
    if (version === null) throw notFound(NO_LIST_MESSAGE);
    return Number(version);
  }
}
