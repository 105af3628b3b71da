import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isDomainError, notFound } from '../common/domain-error.js';
import { AddGroceryItemDto } from './dto/add-grocery-item.dto.js';
import type { ListOperationDto } from './dto/list-operations.dto.js';
import { UpdateGroceryItemDto } from './dto/update-grocery-item.dto.js';
import { GroceryLinesService, type OperationStamp } from './grocery-lines.service.js';
import { GroceryService, NO_LIST_MESSAGE, PLAN_NOT_FOUND_MESSAGE, type GroceryListView } from './grocery.service.js';
import { GrocerySources } from './grocery.sources.js';
import { clampStamp, LineSuperseded, OperationRepeated } from './line-stamps.js';
import { ListEvents } from './list-events.js';

export const LINE_NOT_ON_LIST_MESSAGE = 'This line is not on this list (an update from the plan may have taken it away).';
export const LINE_ALREADY_ADDED_MESSAGE = 'A line with this id was already added.';
export const REMOVED_VALUE_MESSAGE = 'value must be true (take the line off) or false (put it back)';

export type OperationStatus = 'applied' | 'duplicate' | 'superseded' | 'refused';

/** What became of one operation; `reason` (refused only) is the sentence the person reads. */
export interface OperationResult {
  opId: string;
  status: OperationStatus;
  reason?: string;
}

export interface OperationsAnswer {
  results: OperationResult[];
  list: GroceryListView;
  /** The server's clock (epoch ms), so devices correct theirs. */
  serverTime: number;
}

/**
 * A device's changes of a list (issue #21): each operation is applied once (its id remembered per person in
 * grocery_list_operations, in the same transaction as the change: OperationStamp.claim), in the order sent, each on its own (one
 * refused does not stop the rest), merged per field by its stamp (line-stamps.ts: later wins). The change
 * itself is GroceryLinesService's, the same rules and messages as the REST routes. The list's devices hear
 * of the batch once, with the ids of the operations applied.
 */
@Injectable()
export class ListOperationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lines: GroceryLinesService,
    private readonly grocery: GroceryService,
    private readonly sources: GrocerySources,
    private readonly events: ListEvents,
  ) {}

  async apply(userId: string, mealPlanId: string, operations: readonly ListOperationDto[]): Promise<OperationsAnswer> {
    if (!(await this.grocery.listVersion(userId, mealPlanId))) {
      // another person's plan answers 404; a plan of theirs with no list yet can only be started by an add
      if (!(await this.sources.plan(userId, mealPlanId))) throw notFound(PLAN_NOT_FOUND_MESSAGE);
      if (!operations.some((op) => op.field === 'add')) throw notFound(NO_LIST_MESSAGE);
    }
    const results: OperationResult[] = [];
    for (const op of operations) results.push(await this.applyOnce(userId, mealPlanId, op));
    const applied = results.filter((r) => r.status === 'applied').map((r) => r.opId);
    if (applied.length) await this.events.changed(mealPlanId, applied);
    return { results, list: await this.grocery.listForPlan(userId, mealPlanId), serverTime: Date.now() };
  }

  /**
   * One operation: a repeat of one already recorded is a duplicate at once; otherwise it is made through the
   * list's rules, recorded as applied in the change's own transaction (a repeat arriving at the same time
   * finds it there and is a duplicate), or recorded afterwards as refused or superseded. No transaction is held
   * around the rules: they read the catalogue on connections of their own, and a held one could exhaust the pool.
   */
  private async applyOnce(userId: string, mealPlanId: string, op: ListOperationDto): Promise<OperationResult> {
    const opId = op.opId.toLowerCase();
    const connection = this.em.getConnection();
    const [seen] = await connection.execute('select 1 from grocery_list_operations where user_id = ? and op_id = ?', [userId, opId]);
    if (seen) return { opId: op.opId, status: 'duplicate' };
    const claim = async (em: EntityManager) => {
      const fresh = await em.execute(
        `insert into grocery_list_operations (user_id, op_id, meal_plan_id, status) values (?, ?, ?, 'applied')
          on conflict do nothing returning op_id`,
        [userId, opId, mealPlanId],
      );
      if (!fresh.length) throw new OperationRepeated();
    };
    let outcome: Omit<OperationResult, 'opId'>;
    try {
      outcome = await this.make(userId, mealPlanId, op, { stamp: clampStamp(op.stamp, Date.now()), claim });
    } catch (error) {
      if (error instanceof OperationRepeated) return { opId: op.opId, status: 'duplicate' };
      throw error;
    }
    if (outcome.status !== 'applied') {
      const recorded = await connection.execute(
        `insert into grocery_list_operations (user_id, op_id, meal_plan_id, status, reason) values (?, ?, ?, ?, ?)
          on conflict do nothing returning op_id`,
        [userId, opId, mealPlanId, outcome.status, outcome.reason ?? null],
      );
      if (!recorded.length) return { opId: op.opId, status: 'duplicate' };
    }
    return { opId: op.opId, ...outcome };
  }

  /** Makes the change through the list's rules; a change they refuse, or one a later change of the field beat, is said so. */
  private async make(
    userId: string,
    mealPlanId: string,
    op: ListOperationDto,
    stamp: OperationStamp,
  ): Promise<Omit<OperationResult, 'opId'>> {
    const refused = (reason: string) => ({ status: 'refused' as const, reason });
    try {
      if (op.field === 'add') {
        const problem = valueProblem(AddGroceryItemDto, op.value, 'value must be { name, quantity?, unit?, price? }');
        if (problem) return refused(problem);
        if (await this.lineKnown(op.line)) return refused(LINE_ALREADY_ADDED_MESSAGE);
        await this.lines.addItem(userId, mealPlanId, plainToInstance(AddGroceryItemDto, op.value), { ...stamp, lineId: op.line });
        return { status: 'applied' };
      }
      const lineId = await this.lineOnList(userId, mealPlanId, op.line);
      if (!lineId) return refused(LINE_NOT_ON_LIST_MESSAGE);
      if (op.field === 'removed') {
        if (typeof op.value !== 'boolean') return refused(REMOVED_VALUE_MESSAGE);
        await (op.value ? this.lines.removeLine(userId, lineId, stamp) : this.lines.restoreItem(userId, lineId, stamp));
        return { status: 'applied' };
      }
      const change = op.field === 'brand' ? op.value : { [op.field]: op.value };
      const problem = valueProblem(UpdateGroceryItemDto, change, 'value must be { brand, estimatedPrice }');
      if (problem) return refused(problem);
      await this.lines.updateItem(userId, lineId, plainToInstance(UpdateGroceryItemDto, change), stamp);
      return { status: 'applied' };
    } catch (error) {
      if (error instanceof LineSuperseded) return { status: 'superseded' };
      if (isDomainError(error, 'invalid') || isDomainError(error, 'conflict')) return refused(error.message);
      if (isDomainError(error, 'not_found')) return refused(LINE_NOT_ON_LIST_MESSAGE);
      throw error;
    }
  }

  /** The line an operation names on this list: by its id, or by the device's id for a line its add joined. */
  private async lineOnList(userId: string, mealPlanId: string, line: string): Promise<string | null> {
    const [row] = await this.em.getConnection().execute<{ id: string }[]>(
      `select i.id from grocery_items i join grocery_lists l on l.id = i.grocery_list_id
        where l.meal_plan_id = ? and l.user_id = ?
          and i.id = coalesce((select grocery_item_id from grocery_line_aliases where alias_id = ?), ?)`,
      [mealPlanId, userId, line, line],
    );
    return row?.id ?? null;
  }

  /** True when a line already has this id (or a line's add took it as another name). */
  private async lineKnown(line: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute('select 1 from grocery_items where id = ? union all select 1 from grocery_line_aliases where alias_id = ? limit 1', [
        line,
        line,
      ]);
    return rows.length > 0;
  }
}

/**
 * Why a value breaks the REST route's body rules (the same sentences the route answers), or null. `shape` is
 * said when the value is not an object where one is expected.
 */
function valueProblem(body: new () => object, value: unknown, shape: string): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shape;
  const errors = validateSync(plainToInstance(body, value), { whitelist: true, forbidNonWhitelisted: true });
  const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  return messages.length ? messages.join('; ') : null;
}
