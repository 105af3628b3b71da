/**
 * A slot named with what it should be instead, said without "swap" or with the condition in a clause of its own:
 * "sunday dinner but cheaper pls", "i fancy something italian on saturday night", "thursday lunch, anything without
 * dairy", "swap monday dinner, no meat". Said again as the swap it asks ("swap sunday dinner for something cheaper")
 * and kept only when that swap has a condition. The words are data (lexicon/swap-conditions.json). Pure.
 */
import { findCuisine, findSlotDay, findDietAt, findMeal, is, isDayWord, isLemma, isMealWord } from '../entities.js';
import type { Intent } from '../intents.js';
import { SWAP_CONDITIONS } from '../intents/intent.js';
import type { Token } from '../tokens.js';
import { asksLighter } from '../../lexicon/swap-wishes.js';
import { lexiconFile } from '../../lexicon/data-file.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';

interface SlotWish {
  wishes: string[];
  anotherMeal: string[];
  conditions: string[];
  notASwap: string[];
  dropped: string[];
  dishAsked: string[];
}
let vocabulary: SlotWish | null = null;
const said = () => (vocabulary ??= lexiconFile<{ slotWish: SlotWish }>('swap-conditions.json').slotWish);

/** What a swap can be asked to meet; a swap with none of these is not what such a message asks. */

/**
 * The swap a slot-and-condition message asks, or null; null for a question (`asked`).
 */
export function slotCondition(tokens: readonly Token[], asked: boolean, parse: (text: string) => Intent): Intent | null {
  const meal = findMeal(tokens);
  const day = findSlotDay(tokens);
  if (!meal || !day || tokens.filter((t) => isMealWord(t)).length > 1) return null;
  // a question is only offered a swap elsewhere ("should i swap…?"): never done from here
  if (asked || tokens.some((t) => is(t, ...said().notASwap))) return null;
  const wished = tokens.some((t) => is(t, ...said().wishes) || isLemma(t, ...said().wishes));
  // "something with tofu": a dish holding a food, the search the swap makes
  const dish = tokens.some((t, i) => is(t, ...said().dishAsked) && is(tokens[i - 1], ...said().anotherMeal));
  const condition =
    dish || tokens.some((t) => is(t, ...said().conditions)) || asksLighter(tokens) || !!findCuisine(tokens) || !!findDietAt(tokens);
  if (!wished || !condition) return null;
  const rest = tokens.filter((t) => t.kind !== 'punct' && !isDayWord(t) && !isMealWord(t) && !is(t, ...said().dropped));
  if (!rest.length || rest.length > 12) return null;
  const dayWord = day.kind === 'weekday' ? WEEKDAY_NAMES[day.weekday].toLowerCase() : day.word;
  const text = `swap ${dayWord} ${meal} for something ${rest.map((t) => t.text).join(' ')}`;
  // (the swap said again is read without this step: it would come back here)
  if (reading.has(text)) return null;
  reading.add(text);
  try {
    const swap = parse(text);
    if (swap.type !== 'swap' || !swap.meal || !(SWAP_CONDITIONS.some((k) => k in swap) || (dish && swap.query))) return null;
    // only "without X" and no other meal wished ("make tuesday dinner without onions"): that meal without the food,
    // a request of its own (requests/meal-edits.ts), which offers the swap
    const onlyWithout = SWAP_CONDITIONS.every((k) => k === 'without' || !(k in swap));
    return onlyWithout && !tokens.some((t) => is(t, ...said().anotherMeal)) ? null : swap;
  } finally {
    reading.delete(text);
  }
}

/** The swaps being read again inside slotCondition. */
const reading = new Set<string>();
