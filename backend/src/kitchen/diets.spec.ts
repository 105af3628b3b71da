/**
 * Every diet and allergen record walked through every place that reads it, so a diet written anew anywhere
 * (a list of names, a word table, a chip) fails here: Preferences accepts exactly the record's words, the
 * catalogue build and the planner's rule keep out what the record keeps out, the day's bands are the record's,
 * the assistant understands every word of it, and the SPA's chips and tag names are the record's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { loadCatalog } from '../catalog/catalog.js';
import { computeRecipeFacts } from '../catalog/recipe-facts.js';
import { createLineWeigher } from '../catalog/weigh-line.js';
import { resolveAllergen, resolveDiet } from '../chat/lexicon/diets.js';
import { parseIntent } from '../chat/embedded/intents.js';
import { VOCABULARY } from '../ops/dto/config.responses.js';
import { SavePreferencesDto } from '../preferences/preferences.dto.js';
import { recipeLibrary } from '../recipes/library/index.js';
import { spoonacularFilters } from '../recipes/spoonacular.js';
import { REPO_ROOT } from '../catalog/testing/shared-data.js';
import { dietaryRulesFrom, recipeConflicts } from './dietary-rules.js';
import { allergenRecords, dietRecords, type Diet } from './diets.js';
import { parseIngredientLine } from './ingredient-line.js';
import { AMDR, macroBandsFor } from './nutrition-targets.js';
import { ALLERGENS, ALLERGY_CHIPS, DIET_CHIPS, DIET_NAMES, DIETS } from './vocabulary.js';

const diets = dietRecords();
const allergens = allergenRecords();
const spaced = (w: string) => w.replace(/-/g, ' ');
const none = { dietaryRestrictions: [], allergies: [], dislikedIngredients: [] };

/** Each catalogue entry as scripts/catalog/selection.mjs writes it: what it is made of, and any written diet override. */
type Selected = { slug: string; kind?: string; keto?: boolean; paleo?: boolean };
const { selection } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/catalog/selection.mjs')).href)) as { selection: Selected[] };
const selected = new Map(selection.map((s) => [s.slug, s]));
const catalog = loadCatalog();
const bySlug = new Map(catalog.map((c) => [c.slug, c]));
/** Each library recipe with its facts computed from its lines, as the recipes module computes them, and the foods its lines name. */
const weigh = createLineWeigher(catalog);
const library = recipeLibrary.map((recipe) => {
  const weighed = recipe.ingredients.map((line) => {
    const parsed = parseIngredientLine(line);
    return { ...parsed, ...weigh(parsed) };
  });
  return {
    recipe,
    facts: computeRecipeFacts(weighed, recipe.servings),
    slugs: weighed.flatMap((l) => (l.ingredient ? [l.ingredient.slug] : [])),
  };
});

async function refusal(dietaryRestrictions: string[]): Promise<string[]> {
  const errors = await validate(plainToInstance(SavePreferencesDto, { dietaryRestrictions }));
  return errors.flatMap((e) => Object.values(e.constraints ?? {}));
}

describe.each(diets.map((r) => [r.id, r] as const))('the %s record', (_, record) => {
  const words = [record.id, record.name, ...record.synonyms];

  it('Preferences accepts its name and every word for it, in any case or spacing', async () => {
    expect(await refusal(words.flatMap((w) => [w, w.toUpperCase(), spaced(w)]))).toEqual([]);
  });

  it('the planner requires the diet and keeps out the allergens the record implies, whatever a recipe is tagged', () => {
    for (const word of words) {
      const rules = dietaryRulesFrom({ ...none, dietaryRestrictions: [word] });
      expect(rules.requiredDiets).toEqual([record.id]);
      expect(rules.excludedAllergens).toEqual([...record.keepsOut.allergens].sort());
    }
    const rules = dietaryRulesFrom({ ...none, dietaryRestrictions: [record.name] });
    for (const allergen of record.keepsOut.allergens) {
      const misTagged = { diets: [...DIETS], allergens: [allergen], ingredientNames: ['something'] };
      expect(recipeConflicts(misTagged, rules)).toEqual([`contains ${allergen}`]);
    }
  });

  it('the catalogue build tags no food of a kind or with an allergen the record keeps out (but for its written overrides)', () => {
    const tagged = catalog.filter((c) => c.diets.includes(record.id as Diet));
    expect(tagged.length).toBeGreaterThan(0);
    const overridden = (slug: string) => (selected.get(slug) as Record<string, unknown> | undefined)?.[record.id] === true;
    const breaking = tagged.filter(
      (c) =>
        !overridden(c.slug) &&
        ((record.keepsOut.kinds as readonly string[]).includes(selected.get(c.slug)?.kind ?? 'plant') ||
          c.allergens.some((a) => record.keepsOut.allergens.includes(a))),
    );
    expect(breaking.map((c) => c.slug)).toEqual([]);
    // and the converse: a food the record does not keep out is tagged, unless the build says why (keto's carbohydrate, paleo's np, oats)
    const keptOut = catalog.filter((c) => !c.diets.includes(record.id as Diet));
    if (!record.macroBand && record.id !== 'gluten-free')
      expect(
        keptOut.filter(
          (c) =>
            !(record.keepsOut.kinds as readonly string[]).includes(selected.get(c.slug)?.kind ?? 'plant') &&
            !c.allergens.some((a) => record.keepsOut.allergens.includes(a)),
        ),
      ).toEqual([]);
  });

  it('the planner, on the recipe library, keeps only recipes whose every food the catalogue tags with the diet', () => {
    const rules = dietaryRulesFrom({ ...none, dietaryRestrictions: [record.name] });
    const allowed = library.filter(
      ({ recipe, facts }) =>
        recipeConflicts({ title: recipe.title, diets: facts.diets, allergens: facts.allergens, ingredientNames: [] }, rules).length === 0,
    );
    const untagged = allowed.flatMap(({ recipe, slugs }) =>
      slugs.filter((slug) => !bySlug.get(slug)!.diets.includes(record.id as Diet)).map((slug) => `${recipe.slug}: ${slug}`),
    );
    expect(untagged).toEqual([]);
    expect(allowed.length).toBeGreaterThan(0);
  });

  it("the day's macro bands are the record's, or the AMDR when it has none", () => {
    expect(macroBandsFor([record.id])).toEqual(record.macroBand ?? AMDR);
  });

  it('the assistant understands its name and every word for it, and "no <food>" for each food it keeps out', () => {
    for (const word of words)
      expect([word, resolveDiet(spaced(word))]).toEqual([
        word,
        expect.objectContaining({ kind: 'diet', diet: record.id, corrected: false }),
      ]);
    for (const food of record.keptOutFoods) {
      expect([food, parseIntent(`no ${food} for me please`)]).toEqual([
        food,
        expect.objectContaining({ type: 'confirm', request: `add ${record.name} to my diets` }),
      ]);
    }
  });

  it('the recipe service is asked for it, as a diet or an intolerance', () => {
    const filters = spoonacularFilters(dietaryRulesFrom({ ...none, dietaryRestrictions: [record.name] }));
    expect(filters.diet ?? filters.intolerances).toBeTruthy();
  });
});

describe.each(allergens.map((r) => [r.id, r] as const))('the %s allergen record', (_, record) => {
  it('the planner and the assistant read every word for it as (among others) this allergen', () => {
    for (const word of [record.id, ...record.synonyms]) {
      expect(dietaryRulesFrom({ ...none, allergies: [word] }).excludedAllergens).toContain(record.id);
      const heard = resolveAllergen(spaced(word));
      expect([word, heard.kind === 'allergen' ? heard.allergens : []]).toEqual([word, expect.arrayContaining([record.id])]);
    }
  });

  it('Preferences accepts "<word>-free" as a diet, and the planner keeps the allergen out for it', async () => {
    for (const word of [record.id, ...record.synonyms]) {
      expect(await refusal([`${word}-free`])).toEqual([]);
      expect(dietaryRulesFrom({ ...none, dietaryRestrictions: [`${word}-free`] }).excludedAllergens).toContain(record.id);
    }
  });

  it('the catalogue build tags foods with it by its id', () => {
    expect(catalog.filter((c) => (c.allergens as readonly string[]).includes(record.id)).length).toBeGreaterThan(0);
  });
});

describe('Preferences accepts exactly the recorded diets', () => {
  it.each(['Halal', 'Pescatarian', 'low sodium', 'carnivore', 'meat', 'kiwi-free', 'free'])(
    'refuses "%s" with a message naming the diets',
    async (word) => {
      const [message] = await refusal(['Vegan', word]);
      expect(message).toContain(`"${word}"`);
      for (const name of Object.values(DIET_NAMES)) expect(message).toContain(name);
      expect(message).not.toContain('"Vegan"');
    },
  );
});

describe("the SPA's choices are the records'", () => {
  // frontend/src/api/schema.ts is generated from the API document (checked current by npm test): what the SPA shows.
  const schema = readFileSync(join(REPO_ROOT, 'frontend/src/api/schema.ts'), 'utf8');
  const enumOf = (name: string) => JSON.parse(new RegExp(`^  ${name}: (\\[.*\\]),$`, 'm').exec(schema)![1]) as string[];
  const namesOf = (name: string) => JSON.parse(new RegExp(`^  ${name}: (\\{.*\\}),$`, 'm').exec(schema)![1]) as Record<string, string>;

  it("diet chips: each record's name at its chip's place, on the config route and in the SPA", () => {
    const chips = [...diets].sort((a, b) => a.chipPosition - b.chipPosition).map((r) => r.name);
    expect(DIET_CHIPS).toEqual(chips);
    expect(VOCABULARY.dietChips).toEqual(chips);
    expect(enumOf('DietChip')).toEqual(chips);
  });

  it('allergy chips: each one names the allergens whose record carries it', () => {
    expect(VOCABULARY.allergyChips).toEqual([...ALLERGY_CHIPS]);
    expect(enumOf('AllergyChip')).toEqual([...ALLERGY_CHIPS]);
    for (const chip of ALLERGY_CHIPS) {
      const carriers = allergens.filter((r) => r.chip?.label === chip).map((r) => r.id);
      expect(dietaryRulesFrom({ ...none, allergies: [chip] }).excludedAllergens).toEqual(expect.arrayContaining(carriers));
    }
  });

  it("a recipe's diet and allergen tags: the records' ids and names", () => {
    expect(enumOf('Diet')).toEqual([...DIETS]);
    expect(enumOf('Allergen')).toEqual([...ALLERGENS]);
    expect(namesOf('Diet')).toEqual(Object.fromEntries(diets.map((r) => [r.id, r.name])));
    expect(namesOf('Allergen')).toEqual(Object.fromEntries(allergens.map((r) => [r.id, r.name])));
  });
});
