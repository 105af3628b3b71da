import { Migration } from '@mikro-orm/migrations';

/**
 * A version per meal plan, grocery list and preferences row, moved by PostgreSQL itself on every change
 * to what their reads show: the ETag of a read is that version, so `If-None-Match` is answered 304 from
 * one small query, by any API process, and no write path can forget to move it (triggers, not code).
 * Statement-level triggers with transition tables: a plan generated with 40 items moves its version
 * once per statement, not once per item.
 */
export class Migration20261125040000_read_versions extends Migration {
  override async up(): Promise<void> {
    // One sequence for every row: a version is never reused, not even by a list built again for the same
    // plan (same URL, new row), so an old tag can never match a new answer.
    this.addSql(`create sequence "forkcast_read_version";`);
    for (const table of ['meal_plans', 'grocery_lists', 'preferences']) {
      this.addSql(`alter table "${table}" add column "version" bigint not null default nextval('forkcast_read_version');`);
    }
    // Any update of the row itself.
    this.addSql(`create or replace function forkcast_bump_row_version() returns trigger language plpgsql as $$
      begin new.version := nextval('forkcast_read_version'); return new; end $$;`);
    for (const table of ['meal_plans', 'grocery_lists', 'preferences']) {
      this.addSql(
        `create trigger "${table}_version" before update on "${table}" for each row execute function forkcast_bump_row_version();`,
      );
    }

    // A plan shows its items, their recipes' titles, and whether it has a grocery list.
    this.addSql(`create or replace function forkcast_bump_plans_of_items() returns trigger language plpgsql as $$
      begin update meal_plans set version = nextval('forkcast_read_version') where id in (select distinct meal_plan_id from changed); return null; end $$;`);
    this.addSql(
      `create trigger "meal_items_insert_plan_version" after insert on "meal_items" referencing new table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(
      `create trigger "meal_items_update_plan_version" after update on "meal_items" referencing new table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(
      `create trigger "meal_items_delete_plan_version" after delete on "meal_items" referencing old table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(
      `create trigger "grocery_lists_insert_plan_version" after insert on "grocery_lists" referencing new table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(
      `create trigger "grocery_lists_delete_plan_version" after delete on "grocery_lists" referencing old table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(`create or replace function forkcast_bump_plans_of_recipes() returns trigger language plpgsql as $$
      begin
        update meal_plans set version = nextval('forkcast_read_version')
        where id in (select distinct i.meal_plan_id from meal_items i where i.recipe_id in (select id from changed));
        return null;
      end $$;`);
    this.addSql(
      `create trigger "recipes_update_plan_version" after update on "recipes" referencing new table as changed for each statement execute function forkcast_bump_plans_of_recipes();`,
    );

    // A list shows its items and its plan's name and week.
    this.addSql(`create or replace function forkcast_bump_lists_of_items() returns trigger language plpgsql as $$
      begin update grocery_lists set version = nextval('forkcast_read_version') where id in (select distinct grocery_list_id from changed); return null; end $$;`);
    this.addSql(
      `create trigger "grocery_items_insert_list_version" after insert on "grocery_items" referencing new table as changed for each statement execute function forkcast_bump_lists_of_items();`,
    );
    this.addSql(
      `create trigger "grocery_items_update_list_version" after update on "grocery_items" referencing new table as changed for each statement execute function forkcast_bump_lists_of_items();`,
    );
    this.addSql(
      `create trigger "grocery_items_delete_list_version" after delete on "grocery_items" referencing old table as changed for each statement execute function forkcast_bump_lists_of_items();`,
    );
    this.addSql(`create or replace function forkcast_bump_lists_of_plan() returns trigger language plpgsql as $$
      begin
        if new.name is distinct from old.name or new.week_start_date is distinct from old.week_start_date then
          update grocery_lists set version = nextval('forkcast_read_version') where meal_plan_id = new.id;
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "meal_plans_list_version" after update on "meal_plans" for each row execute function forkcast_bump_lists_of_plan();`,
    );
  }

  override async down(): Promise<void> {
    for (const [trigger, table] of [
      ['meal_plans_list_version', 'meal_plans'],
      ['grocery_items_delete_list_version', 'grocery_items'],
      ['grocery_items_update_list_version', 'grocery_items'],
      ['grocery_items_insert_list_version', 'grocery_items'],
      ['recipes_update_plan_version', 'recipes'],
      ['grocery_lists_delete_plan_version', 'grocery_lists'],
      ['grocery_lists_insert_plan_version', 'grocery_lists'],
      ['meal_items_delete_plan_version', 'meal_items'],
      ['meal_items_update_plan_version', 'meal_items'],
      ['meal_items_insert_plan_version', 'meal_items'],
      ['preferences_version', 'preferences'],
      ['grocery_lists_version', 'grocery_lists'],
      ['meal_plans_version', 'meal_plans'],
    ])
      this.addSql(`drop trigger if exists "${trigger}" on "${table}";`);
    for (const fn of [
      'forkcast_bump_lists_of_plan',
      'forkcast_bump_lists_of_items',
      'forkcast_bump_plans_of_recipes',
      'forkcast_bump_plans_of_items',
      'forkcast_bump_row_version',
    ]) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    for (const table of ['meal_plans', 'grocery_lists', 'preferences'])
      this.addSql(`alter table "${table}" drop column if exists "version";`);
    this.addSql(`drop sequence if exists "forkcast_read_version";`);
  }
}
