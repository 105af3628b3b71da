import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../database/prepared-statements.js';

/** Where a person sits: whose kitchen they cook in, and their member id at its table (null in no household yet). */
export interface Seat {
  kitchenId: string;
  memberId: string | null;
  name: string | null;
}

/**
 * SQL for whose kitchen the person `person` (an SQL expression: a parameter or a column) cooks in, by the same
 * rule as KitchenOwners.seatOf, for a statement that already runs on every request to read the seat in (the plan
 * read): no round trip of its own, and still read afresh with that statement.
 */
export function kitchenOfSql(person: string): string {
  return `coalesce((select owner.user_id from household_members me
      join household_members owner on owner.household_id = me.household_id and owner.role = 'owner'
     where me.user_id = ${person}), ${person})`;
}

/**
 * Whose kitchen a person cooks in: the household owner's user id, under which the household's plans, lists, pantry,
 * price book, calendar exports and jobs are kept (rows stay keyed by user id, so a member's own earlier data stays
 * theirs and comes back when they leave). Someone in no household, or alone in theirs, is their own kitchen.
 * Read afresh on every request, never cached: a removed member's next request is already their own kitchen's.
 */
@Injectable()
export class KitchenOwners {
  constructor(private readonly statements: PreparedStatements) {}

  async seatOf(userId: string): Promise<Seat> {
    const [row] = await this.statements.rows<{ owner: string | null; member: string; name: string }>(
      'kitchen-seat',
      `select owner.user_id as owner, me.id as member, me.name as name
         from household_members me
         left join household_members owner on owner.household_id = me.household_id and owner.role = 'owner'
        where me.user_id = $1
        limit 1`,
      [userId],
    );
    return { kitchenId: row?.owner ?? userId, memberId: row?.member ?? null, name: row?.name ?? null };
  }

  async ownerOf(userId: string): Promise<string> {
    return (await this.seatOf(userId)).kitchenId;
  }
}
