/**
 * The foods the assistant knows: the ingredient catalogue's names and aliases (catalog/data/ingredients.json),
 * read in the kitchen's normal form (lower case, singular words: kitchen/words.ts), so "bananas", "Banana" and
 * "BANANA" are one food. A phrase is read as
 *   1. a food's name or alias, as written or with descriptors dropped ("organic bananas" → Banana);
 *   2. the food its last words name ("honeycrisp apples" → Apple), unless those are a word as general as
 *      "cheese" or "beans" alone (catalog/ingredient-matcher.ts GENERIC_HEADS);
 *   3. the same with misspelt words put right against the catalogue's own words ("brocolli" → Broccoli),
 *      marked `corrected`;
 *   4. else several foods it could be (the foods whose names end with its last word: "beans", "goat cheese"),
 *      to ask which, or none, with the nearest names to offer.
 * Pure over the catalogue; no word lists of its own.
 */
import { loadCatalog } from '../../catalog/catalog.js';
import type { CatalogIngredient } from '../../catalog/catalog.types.js';
import { GENERIC_HEADS, normalizeIngredientName } from '../../catalog/ingredient-matcher.js';
import { singular } from '../../kitchen/words.js';
import { plainText } from './markup.js';
import { isEnglishWord, partsOfSpeech } from './english.js';
import { nearestWords, typoDistance } from './typos.js';

/** A catalogue food as the assistant names it. */
export interface LexiconFood {
  slug: string;
  /** The catalogue's name: what a grocery line is called ("Broccoli", "Whole milk"). */
  name: string;
  /** Its aisle ("Produce"). */
  aisle: string;
  allergens: readonly string[];
}

export type FoodReading =
  /** `spelled`: the phrase as the catalogue spells it, lower case ("brocolli" → "broccoli"); `said`: as typed. */
  | { kind: 'food'; food: LexiconFood; said: string; spelled: string; corrected: boolean }
  /** Several foods it could be: ask which. */
  | { kind: 'several'; said: string; candidates: LexiconFood[] }
  /** No food of the catalogue: `suggestions` are the nearest names, possibly none. */
  | { kind: 'none'; said: string; suggestions: LexiconFood[] };

type Entry = Pick<CatalogIngredient, 'slug' | 'name' | 'aliases' | 'category' | 'allergens'>;

/** At most this many foods are offered when asking which. */
const MAX_OFFERED = 5;

export class FoodLexicon {
  /** Every name, slug and alias in normal form → its food; a name beats an alias (catalogue order otherwise). */
  private readonly byKey = new Map<string, LexiconFood>();
  /** The same with descriptors dropped ("fresh basil" → "basil"), where that is not a key already. */
  private readonly byCore = new Map<string, LexiconFood>();
  /** Every word of every key, in normal form: what a misspelt word is put right to. */
  readonly words = new Set<string>();

  constructor(entries: readonly Entry[]) {
    const sorted = [...entries].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    const foods = new Map(sorted.map((e) => [e.slug, { slug: e.slug, name: e.name, aisle: e.category, allergens: e.allergens }]));
    const put = (map: Map<string, LexiconFood>, key: string, food: LexiconFood) => {
      if (key && !map.has(key)) map.set(key, food);
    };
    for (const e of sorted) put(this.byKey, normalizeIngredientName(e.name), foods.get(e.slug)!);
    for (const e of sorted) {
      for (const text of [e.slug.replace(/-/g, ' '), ...(e.aliases ?? [])])
        put(this.byKey, normalizeIngredientName(text), foods.get(e.slug)!);
    }
    for (const e of sorted) {
      for (const text of [e.name, ...(e.aliases ?? [])]) put(this.byCore, normalizeIngredientName(text, true), foods.get(e.slug)!);
    }
    for (const key of this.byKey.keys()) for (const word of key.split(' ')) if (/^[a-z]+$/.test(word)) this.words.add(word);
  }

  /** Whether a word (any case, singular or plural) is a word of some food's name or alias. */
  isFoodWord(word: string): boolean {
    const lower = word.toLowerCase();
    return this.words.has(lower) || this.words.has(singular(lower));
  }

  /** Readings already made: a message reads the same runs of words several times (the lexicon is pure). */
  private readonly exactSeen = new Map<string, LexiconFood | null>();
  private readonly resolved = new Map<string, FoodReading>();

  /** The food a phrase names exactly (name or alias, any case, singular or plural), or null. */
  exact(phrase: string): LexiconFood | null {
    let found = this.exactSeen.get(phrase);
    if (found === undefined) {
      if (this.exactSeen.size > 20_000) this.exactSeen.clear();
      found = this.byKey.get(normalizeIngredientName(plainText(phrase))) ?? null;
      this.exactSeen.set(phrase, found);
    }
    return found;
  }

  /** How many leading words of `words` name a food exactly, the longest first (at most six); 0 when none. */
  foodPrefix(words: readonly string[]): number {
    for (let n = Math.min(words.length, 6); n >= 1; n--) if (this.exact(words.slice(0, n).join(' '))) return n;
    return 0;
  }

  resolve(phrase: string): FoodReading {
    let reading = this.resolved.get(phrase);
    if (!reading) {
      if (this.resolved.size > 5_000) this.resolved.clear();
      reading = this.read(phrase);
      this.resolved.set(phrase, reading);
    }
    return reading;
  }

  private read(phrase: string): FoodReading {
    const said = plainText(phrase);
    const full = normalizeIngredientName(said);
    if (!full) return { kind: 'none', said, suggestions: [] };
    const known = this.known(said);
    if (known) return { kind: 'food', food: known, said, spelled: said.toLowerCase(), corrected: false };
    const corrected = this.corrected(full);
    if (corrected.length === 1) return { kind: 'food', food: corrected[0].food, said, spelled: corrected[0].spelled, corrected: true };
    if (corrected.length > 1) return { kind: 'several', said, candidates: corrected.map((c) => c.food).slice(0, MAX_OFFERED) };
    const candidates = this.endingWith(full);
    if (candidates.length > 1) return { kind: 'several', said, candidates };
    return { kind: 'none', said, suggestions: candidates.length ? candidates : this.nearest(full) };
  }

  /** Steps 1 and 2: the name or alias, with descriptors dropped, or the food its last words name. */
  private known(text: string): LexiconFood | null {
    const full = normalizeIngredientName(text);
    const hit = this.byKey.get(full);
    if (hit) return hit;
    const core = normalizeIngredientName(text, true);
    if (!core) return null;
    const coreHit = this.byKey.get(core) ?? this.byCore.get(core);
    if (coreHit) return coreHit;
    const words = core.split(' ');
    for (let n = words.length - 1; n >= 1; n--) {
      const tail = words.slice(words.length - n).join(' ');
      if (n === 1 && GENERIC_HEADS.has(tail)) break;
      const food = this.byKey.get(tail);
      if (food) return this.qualifiesFood(words.slice(0, words.length - n)) ? food : null;
    }
    return null;
  }

  /**
   * Whether the words before a food's name leave it that food: "honeycrisp apples" is an apple, "spicy sausage" a
   * sausage, but "plastic wrap" is no wrap — an English noun the catalogue has in no food's name makes it another thing.
   */
  private qualifiesFood(before: readonly string[]): boolean {
    if (!before.length) return true;
    return !partsOfSpeech(before.join(' ')).some((w) => w.pos === 'NOUN' && isEnglishWord(w.word) && !this.words.has(w.word));
  }

  /** Step 3: each word the catalogue does not have put right to its nearest words; every distinct food so named. */
  private corrected(full: string): { food: LexiconFood; spelled: string }[] {
    const options: string[][] = [];
    let changed = false;
    // an English word put right must make a food's whole name: "baking paper" is no "baking caper", "brown rise" is rice
    const english = new Set<string>();
    for (const word of full.split(' ')) {
      if (this.words.has(word) || !/^[a-z]+$/.test(word)) {
        options.push([word]);
        continue;
      }
      const near = nearestWords(word, this.words).words;
      if (!near.length) return this.wholePhrase(full);
      if (full.includes(' ') && isEnglishWord(word)) english.add(word);
      options.push(near.slice(0, 3));
      changed = true;
    }
    if (!changed) return [];
    const found = new Map<string, { food: LexiconFood; spelled: string }>();
    const phrases = options.reduce<string[]>((acc, opts) => acc.flatMap((p) => opts.map((o) => (p ? `${p} ${o}` : o))), ['']);
    for (const spelled of phrases.slice(0, 27)) {
      const food = english.size ? this.byKey.get(spelled) : this.known(spelled);
      if (food && !found.has(food.slug)) found.set(food.slug, { food, spelled });
    }
    return [...found.values()];
  }

  /** A phrase misspelt as a whole ("peanutbutter", "brocoli florets"): the one key within its slips. */
  private wholePhrase(full: string): { food: LexiconFood; spelled: string }[] {
    if (!full.includes(' ') && full.length < 8) return [];
    const near = nearestWords(full, this.byKey.keys()).words;
    const foods = new Map(near.map((key) => [this.byKey.get(key)!.slug, { food: this.byKey.get(key)!, spelled: key }]));
    return [...foods.values()];
  }

  /** Step 4: the foods whose names end with the phrase's last word ("beans" → black beans, kidney beans…). */
  private endingWith(full: string): LexiconFood[] {
    const head = full.split(' ').pop()!;
    if (!this.words.has(head)) return [];
    const foods = new Map<string, LexiconFood>();
    for (const [key, food] of this.byKey) if (key === head || key.endsWith(` ${head}`)) foods.set(food.slug, food);
    return [...foods.values()].sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name)).slice(0, MAX_OFFERED);
  }

  /** The names nearest a phrase no food has, to offer: within a third of its length in edits. */
  private nearest(full: string): LexiconFood[] {
    const limit = Math.max(1, Math.floor(full.length / 3));
    const scored: { food: LexiconFood; d: number }[] = [];
    for (const [key, food] of this.byKey) {
      if (Math.abs(key.length - full.length) > limit) continue;
      const d = typoDistance(full, key);
      if (d <= limit) scored.push({ food, d });
    }
    const foods = new Map<string, LexiconFood>();
    for (const { food } of scored.sort((a, b) => a.d - b.d || a.food.name.localeCompare(b.food.name))) foods.set(food.slug, food);
    return [...foods.values()].slice(0, 3);
  }
}

let shared: FoodLexicon | null = null;

/** The lexicon over the ingredient catalogue, built once per process. */
export function foodLexicon(): FoodLexicon {
  shared ??= new FoodLexicon(loadCatalog());
  return shared;
}

/** What a phrase names among the catalogue's foods (see the module comment). */
export function resolveFood(phrase: string): FoodReading {
  return foodLexicon().resolve(phrase);
}
