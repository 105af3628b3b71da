/** Questions that read one thing: what is planned, the list, the person's preferences. */
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import { findDay, findMeal, findNumbers, hasLemma, hasSeq, hasWord, is, isDayWord, isMealWord } from '../entities.js';
import type { Token } from '../tokens.js';
import { foodLexicon } from '../../lexicon/foods.js';
import type { Intent } from './intent.js';
import { LIST_NOUNS, mentionsList, words } from './reading.js';
import { COST_WORDS } from './plan-questions.js';
import { SWAP_VERBS } from './plan.js';
import { ADD_VERBS, REMOVE_VERBS } from './grocery.js';

// ─── what is planned, the list, preferences ───────────────────────────────────────────────────────

/** A request with one of these verbs asks for a change, even when its target is missing ("swap it for…"): never a question. */
export const CHANGE_VERBS: ReadonlySet<string> = new Set([...SWAP_VERBS, ...REMOVE_VERBS, ...ADD_VERBS.filter((v) => v !== 'get')]);

/**
 * Whether a message names a food or an allergen, or a verb of change: then an ask about the list or the preferences
 * is about that thing ("is in my list the yogurt?", "please you add eggs in my list", "I have allergy of peanut"),
 * never a request to see the whole list or every preference.
 */
function namesAThing(tokens: readonly Token[]): boolean {
  const foods = foodLexicon();
  return tokens.some(
    (t, i) =>
      CHANGE_VERBS.has(t.lemma) ||
      (t.kind === 'word' &&
        !is(t, ...LIST_NOUNS, 'grocery', 'shopping', 'list') &&
        !isDayWord(t) &&
        !isMealWord(t) &&
        (foods.exact(t.norm) !== null ||
          (tokens[i + 1] !== undefined && foods.exact(`${t.norm} ${tokens[i + 1].norm}`) !== null) ||
          allergensNamed(t.norm).length > 0)),
  );
}

export function groceryList(tokens: readonly Token[]): Intent | null {
  const list = mentionsList(tokens) || hasSeq(tokens, 'need', 'to', 'buy|get|pick') || hasSeq(tokens, 'what', 'to', 'buy|get');
  if (!list || namesAThing(tokens)) return null;
  if (tokens.some((t) => is(t, ...COST_WORDS)) || hasSeq(tokens, 'how', 'much')) return null;
  if (
    hasLemma(tokens, 'show', 'see', 'read', 'view', 'open', 'tell', 'give', 'list') ||
    hasWord(tokens, 'what', 'whats', 'left', 'on', 'anything', 'still', 'which') ||
    words(tokens).length <= 3
  )
    return { type: 'groceryList' };
  return null;
}

export function meal(tokens: readonly Token[]): Intent | null {
  const day = findDay(tokens);
  const m = findMeal(tokens);
  const weekend = hasLemma(tokens, 'weekend');
  const overview =
    hasSeq(tokens, 'meal', 'plan') ||
    hasLemma(tokens, 'menu') ||
    hasSeq(tokens, 'this|the|whole|my|next', 'week') ||
    hasSeq(tokens, 'my|the|this|current', 'plan');
  if (!day && !m && !weekend && !overview) return null;
  if (weekend && !day) return { type: 'meal', meal: m, weekend: true };
  // "what dinners have i got this week", "what's for lunch this week": that meal on every day of the week
  const everyDay = overview || tokens.some((t) => isMealWord(t) && t.norm !== t.lemma);
  if (m && !day && everyDay) return { type: 'meal', meal: m, week: true };
  if (!day && !m) {
    const reads =
      hasLemma(tokens, 'show', 'see', 'tell', 'view', 'what', 'give', 'list', 'read', 'plan') ||
      hasWord(tokens, 'what', 'whats', 'planned', 'eating', 'having');
    return reads ? { type: 'meal' } : null;
  }
  return { type: 'meal', day, meal: m };
}

export function preferences(tokens: readonly Token[]): Intent | null {
  // "protein goal 150g", "an allergy to shellfish": a goal or a thing said, not a look at the preferences
  if (namesAThing(tokens) || findNumbers(tokens).length) return null;
  if (
    hasLemma(
      tokens,
      'preference',
      'preferences',
      'setting',
      'settings',
      'allergy',
      'allergies',
      'allergic',
      'restriction',
      'restrictions',
      'dislike',
      'dislikes',
      'diet',
      'diets',
      'budget',
      'goal',
      'profile',
      'store',
      'shop',
      'supermarket',
    )
  ) {
    return { type: 'preferences' };
  }
  return null;
}

/** What a question or a read-only request asks about, answered from the data. */
