import { Migration } from '@mikro-orm/migrations';

/**
 * A recipe line says what it counted or why it counted nothing ("cooked: dry quinoa × 0.327 … = 61 g",
 * "to taste"), written when the line is matched, so the recipe's nutrition coverage reads it back.
 */
export class Migration20261125090000_ingredient_line_detail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "recipe_ingredients" add column "detail" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "recipe_ingredients" drop column if exists "detail";`);
  }
}
