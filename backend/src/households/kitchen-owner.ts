import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../database/prepared-statements.js';

/**
 * Whose kitchen a person cooks in: the household owner's user id, under which the household's plans, lists, pantry,
 * price book, calendar exports and jobs are kept (rows stay keyed by user id, so a member's own earlier data stays
 * theirs and comes back when they leave). Someone in no household, or alone in theirs, is their own kitchen.
 * Read afresh on every request, never cached: a removed member's next request is already their own kitchen's.
 */
@Injectable()
export class KitchenOwners {
  constructor(private readonly statements: PreparedStatements) {}

  async ownerOf(userId: string): Promise<string> {
    const [row] = await this.statements.rows<{ owner: string | null }>(
      'kitchen-owner',
      `select owner.user_id as owner
         from household_members me
         join household_members owner on owner.household_id = me.household_id and owner.role = 'owner'
        where me.user_id = $1
        limit 1`,
      [userId],
    );
    return row?.owner ?? userId;
  }
}
