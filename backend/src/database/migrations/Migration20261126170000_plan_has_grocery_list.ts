import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a meal plan has a grocery list, kept on the plan itself (issue #15): the meal plans module
 * shows it without reading the grocery module's tables. PostgreSQL keeps it true to the lists in the
 * statement that adds or removes one, as it already moved the plan's version there.
 */
export class Migration20261126170000_plan_has_grocery_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "meal_plans" add column "has_grocery_list" boolean not null default false;`);
    this.addSql(`update "meal_plans" p set "has_grocery_list" = exists (select 1 from "grocery_lists" g where g."meal_plan_id" = p."id");`);
    // The plan's before-update trigger moves its version with the flag.
    this.addSql(`create or replace function forkcast_mark_plans_with_lists() returns trigger language plpgsql as $$
      begin
        update meal_plans p set has_grocery_list = exists (select 1 from grocery_lists g where g.meal_plan_id = p.id)
        where p.id in (select distinct meal_plan_id from changed);
        return null;
      end $$;`);
    this.addSql(`drop trigger "grocery_lists_insert_plan_version" on "grocery_lists";`);
    this.addSql(`drop trigger "grocery_lists_delete_plan_version" on "grocery_lists";`);
    this.addSql(
      `create trigger "grocery_lists_insert_plan_has_list" after insert on "grocery_lists" referencing new table as changed for each statement execute function forkcast_mark_plans_with_lists();`,
    );
    this.addSql(
      `create trigger "grocery_lists_delete_plan_has_list" after delete on "grocery_lists" referencing old table as changed for each statement execute function forkcast_mark_plans_with_lists();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "grocery_lists_insert_plan_has_list" on "grocery_lists";`);
    this.addSql(`drop trigger "grocery_lists_delete_plan_has_list" on "grocery_lists";`);
    this.addSql(`drop function forkcast_mark_plans_with_lists();`);
    this.addSql(
      `create trigger "grocery_lists_insert_plan_version" after insert on "grocery_lists" referencing new table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(
      `create trigger "grocery_lists_delete_plan_version" after delete on "grocery_lists" referencing old table as changed for each statement execute function forkcast_bump_plans_of_items();`,
    );
    this.addSql(`alter table "meal_plans" drop column "has_grocery_list";`);
  }
}
