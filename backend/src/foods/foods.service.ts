import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoodNutrient } from './food.entity.js';
import { FOOD_SEARCH_SQL, foodSearchParams } from './food-search.sql.js';
import { foodResultState, type FoodResultState } from './food-state.js';

/** One food as the spec's 'Food search result' (values per 100 g, FoodData Central naming). */
export interface FoodSearchItem {
  fdcId: number;
  description: string;
  dataType: string;
  brandOwner: string | null;
  foodCategory: string | null;
  foodNutrients: FoodNutrient[];
  /** The state its description names (cooked, canned, frozen, dry, raw), said plainly beside the name; null when none. */
  state: FoodResultState | null;
}

export interface FoodSearchResult {
  items: FoodSearchItem[];
  totalHits: number;
  currentPage: number;
  totalPages: number;
}

@Injectable()
export class FoodsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Ranked in Postgres: full-text rank (stemmed words) + trigram word similarity (typos, partial words)
   * + a bonus for reference data (SR Legacy, Foundation) and for descriptions that start with the
   * first word searched, so 'egg' answers 'Egg, whole, raw, fresh' before 'Noodles, egg'.
   * The same description from two sources (catalogue seed and a full import) is answered once.
   */
  async search(query: string, pageSize = 20, pageNumber = 1): Promise<FoodSearchResult> {
    const text = query.trim().toLowerCase();
    const rows: Record<string, unknown>[] = await this.em.execute(FOOD_SEARCH_SQL, foodSearchParams(query, pageSize, pageNumber));
    const totalHits = rows.length ? Number(rows[0].total) : await this.count(text);
    return {
      items: rows.map((r) => ({
        fdcId: Number(r.fdc_id),
        description: String(r.description),
        dataType: String(r.data_type),
        brandOwner: (r.brand_owner as string | null) ?? null,
        foodCategory: (r.food_category as string | null) ?? null,
        foodNutrients: (typeof r.nutrients === 'string' ? JSON.parse(r.nutrients) : r.nutrients) as FoodNutrient[],
        state: foodResultState(String(r.description)),
      })),
      totalHits,
      currentPage: pageNumber,
      totalPages: Math.ceil(totalHits / pageSize),
    };
  }

  /** Total when the page asked for is past the end: every match, counted as FOOD_SEARCH_SQL counts them. */
  private async count(text: string): Promise<number> {
    const [row] = await this.em.execute(
      `with words as (select fdc_id from foods where search @@ websearch_to_tsquery('english', ?))
       select (select count(*) from words)
            + (select count(*) from foods
                where not exists (select 1 from words) and ?::text <% lower(description)) as n`,
      [text, text],
    );
    return Number(row?.n ?? 0);
  }
}
