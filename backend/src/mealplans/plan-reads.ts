import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { notFound } from '../common/domain-error.js';
import type { VersionsHeld } from '../common/entity-tag.js';
import { isRowId } from '../common/row-id.js';
import { VersionedBodies } from '../common/versioned-bodies.js';
import { Settings } from '../config/settings.js';
import { PreparedStatements } from '../database/prepared-statements.js';
import { kitchenOfSql } from '../households/kitchen-owner.js';
import { planView, type ItemRow, type MealPlanView, type PlanRow } from './meal-plan-view.js';

/**
 * Plans as rows, one per asked (plan, kitchen) pair, in the order asked ($1 plan ids, $2 their kitchens — or, where
 * $5 is true, the person asking, whose kitchen is found here, afresh, instead of by a query of its own):
 * each plan's version always, and — unless the asker already holds that version ($3: the versions held,
 * comma-separated; $4: any version) — the plan's columns with its items (and their recipes' titles) and
 * whether it has a grocery list, as one JSON value. Version and answer come from the same statement, so
 * they always agree. A plan that is not that kitchen's has no row.
 */
const PLAN_READS_SQL = `select k.asked::int as asked, p.version,
    case when k.any_version or p.version = any(string_to_array(k.held, ',')::bigint[]) then null else json_build_object(
      'id', p.id, 'name', p.name, 'weekStartDate', to_char(p.week_start_date, 'YYYY-MM-DD'), 'createdAt', p.created_at,
      'totalCalories', p.total_calories, 'totalBudget', p.total_budget, 'estimatedCost', p.estimated_cost, 'costStore', p.cost_store,
      'calorieGoal', p.calorie_goal, 'dayStats', p.day_stats, 'memberDayStats', p.member_day_stats, 'relaxations', p.relaxations, 'note', p.note,
      'hasGroceryList', p.has_grocery_list,
      'items', coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'dayOfWeek', i.day_of_week, 'mealType', i.meal_type, 'position', i.position, 'createdAt', i.created_at,
          'calories', i.calories, 'protein', i.protein, 'carbs', i.carbs, 'fat', i.fat, 'servings', i.servings, 'foodName', i.food_name, 'fdcId', i.fdc_id,
          'quantity', i.quantity, 'unit', i.unit, 'portions', i.portions,
          'recipe', case when r.id is null then null
                         else json_build_object('id', r.id, 'title', r.title, 'image', r.image, 'readyInMinutes', r.ready_in_minutes) end))
        from meal_items i left join recipes r on r.id = i.recipe_id
        where i.meal_plan_id = p.id), '[]'::json)) end as detail
  from unnest($1::uuid[], $2::uuid[], $3::text[], $4::boolean[], $5::boolean[]) with ordinality as k(id, user_id, held, any_version, by_person, asked)
  -- Each asked plan looked up by its primary key (LATERAL ... LIMIT 1 keeps it a lookup per asked row:
  -- a join left to the planner became, in the statement's generic plan, a scan of every plan).
  cross join lateral (select * from meal_plans m where m.id = k.id
    and m.user_id = case when k.by_person then ${kitchenOfSql('k.user_id')} else k.user_id end limit 1) p`;

type PlanDetailRow = PlanRow & { items: ItemRow[] };

/** Who reads a plan: a kitchen already found, or a person whose kitchen the read finds in its own statement. */
export type PlanReader = { kitchenId: string } | { personId: string };

interface PlanReadKey {
  id: string;
  /** The kitchen's id, or the person's when `byPerson`. */
  userId: string;
  byPerson: boolean;
  /** Versions whose answer is not wanted (the asker's, the one kept here). */
  held: string[];
  anyVersion: boolean;
}

interface PlanReadRow {
  version: string;
  detail: PlanDetailRow | null;
}

const PLAN_NOT_FOUND = 'Meal plan not found';

/**
 * Routes check ids with their pipe; this read checks again because its statement is shared: one malformed
 * id in a batch would fail every read that arrived with it (PostgreSQL refuses the whole statement).
 */
function assertJoinsBatch(id: string): void {
  if (!isRowId(id)) throw notFound(PLAN_NOT_FOUND);
}

/** A plan read: its version, and its answer as JSON — null when the asker holds that version already. */
export interface PlanDetailRead {
  version: string;
  json: Buffer | null;
}

/**
 * The most-read route's reads. Each is one row of a statement that answers every plan read arriving
 * together (requests whose bytes came in the same turn of the event loop): one round trip and one
 * executor start in PostgreSQL for all of them, instead of one each — on this 2-core machine the
 * database's CPU and the socket calls were a third of a plan read. Each row is still read by its own
 * (plan, person) pair, after its request arrived. A kept answer is reused only for the version the
 * statement reports.
 */
@Injectable()
export class PlanReads {
  /** Plan answers already serialised, each for the version it was built from (READ_CACHE_MB). */
  private readonly answers: VersionedBodies;
  private readonly rows: DataLoader<PlanReadKey, PlanReadRow | null>;

  constructor(
    private readonly statements: PreparedStatements,
    settings: Settings,
  ) {
    this.answers = new VersionedBodies(settings.readCacheMb * 1024 * 1024);
    this.rows = new DataLoader((keys) => this.readRows(keys), {
      // Every read is its own row (two people, or two tabs, asking for one plan are two reads).
      cache: false,
      // After the poll phase: requests whose bytes arrived in the same turn share one statement.
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
      maxBatchSize: 200,
    });
  }

  /** The plan as the API shows it, or 404 when it is not this person's (after a change: built afresh). */
  async view(userId: string, id: string): Promise<MealPlanView> {
    assertJoinsBatch(id);
    const row = await this.rows.load({ id, userId, byPerson: false, held: [], anyVersion: false });
    if (!row?.detail) throw notFound(PLAN_NOT_FOUND);
    return planView(row.detail, row.detail.items);
  }

  /**
   * The plan's version, and its answer as JSON unless the asker (`held`, from If-None-Match) holds that
   * version; built only when this process keeps no answer for it. 404 when it is not the reader's kitchen's.
   */
  async json(reader: PlanReader, id: string, held: VersionsHeld): Promise<PlanDetailRead> {
    assertJoinsBatch(id);
    const kept = this.answers.get(id);
    const row = await this.rows.load({
      id,
      ...('personId' in reader ? { userId: reader.personId, byPerson: true } : { userId: reader.kitchenId, byPerson: false }),
      held: kept ? [...held.versions, kept.version] : held.versions,
      anyVersion: held.any,
    });
    if (!row) throw notFound(PLAN_NOT_FOUND);
    if (held.any || held.versions.includes(row.version)) return { version: row.version, json: null };
    if (!row.detail) {
      // Not built because the kept answer is that version's (the only other version left out).
      if (kept?.version === row.version) return { version: row.version, json: kept.body };
      throw new Error(`meal plan ${id}: no answer read for version ${row.version}`);
    }
    const json = Buffer.from(JSON.stringify(planView(row.detail, row.detail.items)));
    this.answers.set(id, row.version, json);
    return { version: row.version, json };
  }

  private async readRows(keys: readonly PlanReadKey[]): Promise<(PlanReadRow | null)[]> {
    const found = await this.statements.rows<PlanReadRow & { asked: number }>('plan-reads', PLAN_READS_SQL, [
      keys.map((k) => k.id),
      keys.map((k) => k.userId),
      keys.map((k) => k.held.join(',')),
      keys.map((k) => k.anyVersion),
      keys.map((k) => k.byPerson),
    ]);
    const byPosition: (PlanReadRow | null)[] = keys.map(() => null);
    for (const { asked, version, detail } of found) byPosition[asked - 1] = { version, detail };
    return byPosition;
  }
}
