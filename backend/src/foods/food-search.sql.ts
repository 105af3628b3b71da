/**
 * The food search query, in one place so the API and `npm run bench` (which runs the very same SQL
 * through psql as its baseline) cannot drift apart. Ranked in Postgres: full-text rank (stemmed words)
 * + trigram word similarity (typos, partial words) + a bonus for reference data (SR Legacy, Foundation)
 * and for descriptions that start with a word searched, so 'egg' answers 'Egg, whole, raw,
 * fresh' before 'Egg, yolk' and 'Noodles, egg'. The same description from two sources is answered once.
 *
 * Speed on a full import (SR28 plus hundreds of thousands of branded foods, where a common word like
 * 'chicken' matches 15,000 rows), so that a common word costs about what a rare one does:
 * - the words are found through the full-text index and every match is counted (`total`);
 * - every reference match is scored, found through an index of the reference rows alone;
 * - of the branded matches, the first few thousand read (BRANDED_SCAN, more for deep pages) are taken
 *   and the 200 shortest of them (past the page asked for) scored: reading and sorting every branded
 *   match was most of a common word's time. Pages deep enough to need a larger read may repeat or skip
 *   a branded food at the step; nobody pages that far in a food picker;
 * - the trigram index (typos, partial words) is asked only when the words find nothing (asking it to
 *   fill a short page cost more than the rest of the query, for matches that seldom reach page one).
 */
export const FOOD_SEARCH_SQL = `with word_total as (
         select count(*) as n from foods where search @@ websearch_to_tsquery('english', ?)
       ),
       fuzzy as materialized (
         select fdc_id, data_type, length(description) as len from foods
          where (select n from word_total) = 0 and ?::text <% lower(description)
       ),
       branded_words as materialized (
         select fdc_id, length(description) as len from foods
          where search @@ websearch_to_tsquery('english', ?) and data_type not in ('SR Legacy', 'Foundation')
          limit ?
       ),
       pool as (
         select fdc_id from foods
          where search @@ websearch_to_tsquery('english', ?) and data_type in ('SR Legacy', 'Foundation')
         union all
         (select fdc_id from branded_words order by len, fdc_id limit ?)
         union all
         select fdc_id from fuzzy where data_type in ('SR Legacy', 'Foundation')
         union all
         (select fdc_id from fuzzy where data_type not in ('SR Legacy', 'Foundation') order by len, fdc_id limit ?)
       ),
       hits as (
         select f.fdc_id, f.description, f.data_type, f.brand_owner, f.food_category, f.nutrients,
           ts_rank(f.search, websearch_to_tsquery('english', ?)) * 2
             + word_similarity(?::text, lower(f.description))
             + case when f.data_type in ('SR Legacy', 'Foundation') then 0.2 else 0 end
             + case when lower(f.description) ~ ? then 0.6 else 0 end
             -- the food itself ('Egg, …', 'Broccoli, raw') before things made with it ('Egg custards')
             + case when lower(f.description) ~ ? then 0.3 else 0 end
             + case when lower(f.description) ~ '\\mraw\\M' then 0.15 else 0 end
             -- legumes and grains are eaten cooked or from a can: that form first, the dry or raw one after
             + case when f.food_category in ('Legumes and Legume Products', 'Cereal Grains and Pasta', 'Breakfast Cereals', 'Grains & Pasta', 'Canned Goods')
                      or lower(f.description) ~ '\\mmature seeds\\M'
                    then case when lower(f.description) ~ '\\m(cooked|canned|boiled|prepared)\\M' then 0.5
                              when lower(f.description) ~ '\\m(raw|uncooked|dry|dried|unprepared|sprouted)\\M' then -0.3
                              else 0 end
                    else 0 end
             -- the fresh food before its powder; SR's 'year round average' is the form most people buy
             - case when lower(f.description) ~ '\\m(dehydrated|powder|powdered)\\M' then 0.25 else 0 end
             + case when lower(f.description) ~ '\\myear round average\\M' then 0.15 else 0 end
             -- the whole food before its parts ('Egg, whole' before 'Egg, yolk')
             + case when lower(f.description) ~ '\\mwhole\\M' then 0.1 else 0 end as score
         -- by primary key for each pooled id: a join let the planner scan the whole table when it
         -- misjudged how many fuzzy rows there were
         from foods f where f.fdc_id = any (array(select fdc_id from pool))
       ),
       unique_hits as (
         select distinct on (lower(description), data_type, coalesce(brand_owner, '')) *
         from hits order by lower(description), data_type, coalesce(brand_owner, ''), score desc, fdc_id
       )
       select *, (select n from word_total) + (select count(*) from fuzzy) as total from unique_hits
       order by score desc, length(description), fdc_id
       limit ? offset ?`;

/** Branded matches scored beyond the rows up to the page asked for. */
const BRANDED_POOL = 200;
/** Branded matches read at least, to choose the shortest from. */
const BRANDED_SCAN = 2000;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words searched and their plurals ('apple' → apples, 'berry' → berries) as one regex alternation:
 * SR names a food by its main word first, in the plural ('Apples, raw', 'Milk, whole' for 'whole milk').
 */
function wordForms(words: readonly string[]): string {
  const forms = new Set<string>();
  for (const word of words) {
    forms.add(word).add(`${word}s`).add(`${word}es`);
    if (word.length > 2 && word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`);
  }
  return `(?:${[...forms].map(escapeRegex).join('|')})`;
}

/** The `?` parameters of FOOD_SEARCH_SQL, in order. */
export function foodSearchParams(query: string, pageSize: number, pageNumber: number): (string | number)[] {
  const text = query.trim().toLowerCase();
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  const first = wordForms(words.length ? words : [text]);
  const offset = (pageNumber - 1) * pageSize;
  const pool = BRANDED_POOL + offset + pageSize;
  const scanned = Math.max(BRANDED_SCAN, 4 * pool);
  // SR names fish by their group first ('Fish, salmon, Atlantic, …'): that is still the food itself.
  return [
    text,
    text,
    text,
    scanned,
    text,
    pool,
    pool,
    text,
    text,
    `^(?:fish, )?${first}\\M`,
    `^(?:fish, )?${first}(,|$)`,
    pageSize,
    offset,
  ];
}
