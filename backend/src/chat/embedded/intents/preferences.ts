/** The preference family: allergies, diets and dislikes added or taken off, the store, and numbers (calorie goal, budget). */
import { allergensOfFoodNamed } from '../../../catalog/catalog.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import {
  findDay,
  findDiet,
  findDietAt,
  findMeal,
  findNumbers,
  findSeq,
  findStore,
  hasLemma,
  hasSeq,
  hasWord,
  is,
  isLemma,
} from '../entities.js';
import { REQUEST_VERBS, type Clause } from '../mood.js';
import type { Token } from '../tokens.js';
import { type Diet, DIET_NAMES } from '../../../kitchen/vocabulary.js';
import { dietKeepingOut } from '../../../kitchen/diets.js';
import { goalFigure } from '../requests/goal-figures.js';
import type { Intent, PreferenceList } from './intent.js';
import { CALORIE_WORDS } from '../../lexicon/goals.js';
import { notingVerbs } from '../../lexicon/padding.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../../lexicon/reasons.js';
import { saysForNow, wholePlanWords } from '../../lexicon/preference-direction.js';
import { MAX_TAG_LENGTH, tagOf, thingTag } from './tags.js';
import { resolveFood } from '../../lexicon/foods.js';
import { isPunctStop, preferenceRefAt, requestVerbAt, spanUntil, words } from './reading.js';

// ─── allergies, diets, dislikes ───────────────────────────────────────────────────────────────────

const LIST_WORDS = {
  dietaryRestrictions: 'dietary restrictions',
  allergies: 'allergies',
  dislikedIngredients: 'disliked ingredients',
} as const;
const LIST_REQUEST = { dietaryRestrictions: 'diets', allergies: 'allergies', dislikedIngredients: 'dislikes' } as const;

/** The tag for a preference list from the words that name it; tooLong when it cannot be stored from the chat. */
function preferenceIntent(type: 'addPreference' | 'removePreference', list: PreferenceList, span: readonly Token[]): Intent | null {
  if (list === 'dietaryRestrictions') {
    const diet = findDiet(span);
    if (diet) return { type, list, value: DIET_NAMES[diet] };
  }
  // "take sunday lunch out of the plan": a planned meal named is what is taken out, never a food to keep out
  if (findMeal(span) && findDay(span)) return null;
  const value = thingTag(tagOf(span));
  if (!value || /^(?:it|that|them|this|those)$/i.test(value)) return null;
  if (value.length > MAX_TAG_LENGTH) return type === 'addPreference' ? { type: 'tooLong', list } : null;
  return { type, list, value };
}

/**
 * "allergic to peanuts and tree nuts", "allergic to shellfish, eggs and soy": each allergy its own change, when
 * every one said is one (else null, and the first reading stands).
 */
function severalAllergies(tokens: readonly Token[], from: number): Intent | null {
  const values: Token[][] = [[]];
  for (const t of spanUntil(tokens, from, isPunctStop)) {
    if (t.text === ',' || is(t, 'and', 'or', '&', 'plus')) values.push([]);
    else values[values.length - 1].push(t);
  }
  const said = values.filter((v) => v.length);
  if (said.length < 2) return null;
  const parts = said.map((v) => preferenceIntent('addPreference', 'allergies', v));
  if (!parts.every((p) => p?.type === 'addPreference')) return null;
  const distinct = new Set(parts.map((p) => (p as { value: string }).value.toLowerCase()));
  return distinct.size === parts.length ? { type: 'several', parts: parts as Intent[] } : null;
}

/**
 * "i hate sprouts and kale", "i can't stand parsnips, turnips or swede": each dislike its own change, when every
 * one said is a food of the catalogue (else null, and the first reading stands: "i hate mushrooms, what's for dinner").
 */
function severalDislikes(tokens: readonly Token[], from: number): Intent | null {
  const values: Token[][] = [[]];
  for (const t of spanUntil(tokens, from, isPunctStop)) {
    if (t.text === ',' || is(t, 'and', 'or', '&', 'plus', 'nor')) values.push([]);
    else values[values.length - 1].push(t);
  }
  const said = values.filter((v) => v.length);
  if (said.length < 2 || !said.every((v) => resolveFood(tagOf(v)).kind !== 'none')) return null;
  // "mac and cheese", "salt and pepper": one food's name with "and" in it stays one
  const whole = resolveFood(tagOf(spanUntil(tokens, from, isPunctStop)));
  if (whole.kind === 'food' && /\band\b|&/i.test(whole.food.name)) return null;
  const parts = said.map((v) => preferenceIntent('addPreference', 'dislikedIngredients', v));
  if (!parts.every((p) => p?.type === 'addPreference')) return null;
  const distinct = new Set(parts.map((p) => (p as { value: string }).value.toLowerCase()));
  return distinct.size === parts.length ? { type: 'several', parts: parts as Intent[] } : null;
}

/** "allergic to X": the span X, up to the end of the clause. */
function allergicTo(tokens: readonly Token[]): { at: number; span: Token[] } | null {
  // "allergic to", and as others say it: "an allergy to shellfish", "allergic of peanut", "allergy of peanut"
  const at = findSeq(tokens, ['allergic|allergy', 'to|of']);
  if (at < 0) return null;
  return { at, span: spanUntil(tokens, at + 2, (t) => isPunctStop(t) || t.text === ',') };
}

const HEDGES = [
  'think',
  'believe',
  'guess',
  'suspect',
  'might',
  'may',
  'could',
  'maybe',
  'probably',
  'possibly',
  'perhaps',
  'sure',
  'suppose',
  'likely',
];
/** Food words that stand for a diet when kept out (the diet record's): "no meat" is vegetarian, "I can't have gluten" gluten-free. */
function dietByFood(span: readonly Token[]): Diet | undefined {
  const w = tagOf(span.filter((t) => !is(t, 'eating'))).toLowerCase();
  return dietKeepingOut(w);
}
/** After "no": words that keep no food out ("no thanks", "no problem", "no, that's it"). */
const NOT_FOOD = [
  'thanks',
  'thank',
  'problem',
  'worries',
  'way',
  'idea',
  'need',
  'rush',
  'it',
  'that',
  'them',
  'those',
  'these',
  'this',
  'not',
  'one',
  'longer',
  'i',
  'we',
  'you',
  'change',
  'changes',
  'nope',
  'worry',
  'matter',
  'sorry',
  'more',
  'clue',
  'wait',
  'big',
  'deal',
];

function confirmAdding(list: PreferenceList, tag: string): Intent {
  const word = list === 'dietaryRestrictions' ? tag : tag.toLowerCase();
  return {
    type: 'confirm',
    question: `Did you mean to add ${word} to your ${LIST_WORDS[list]}?`,
    request: `add ${word} to my ${LIST_REQUEST[list]}`,
  };
}

/**
 * "No peanuts", "I can't have gluten", "I think I'm allergic to crab", "keep cilantro out of my meals":
 * a change to the lists that keep food out of plans, said so that it could be more than one of them.
 * Asked, never done: a known allergen (or doubt about an allergy) is offered as an allergy, a food a
 * diet stands for as that diet, anything else as a dislike.
 */
export function ambiguousPreference(clause: Clause): Intent | null {
  const { tokens, start } = clause;
  const allergic = allergicTo(tokens);
  let said: Token[] | null = null;
  let hedged = false;
  if (
    allergic &&
    // ("could you note that i'm allergic to…": a modal asking the assistant is no doubt)
    tokens.slice(0, allergic.at).some((t, k) => is(t, ...HEDGES) && !is(tokens[k + 1], 'you', 'u')) &&
    !hasWord(tokens.slice(0, allergic.at), 'not', 'no', 'never')
  ) {
    said = allergic.span;
    hedged = true;
  } else {
    const w = tokens;
    let i = start;
    if (is(w[i], 'please')) i++;
    const after = (n: number) => tokens.slice(n);
    if (is(w[i], 'no') && is(w[i + 1], 'more')) {
      // "no more keto for me": a diet of the record itself (not a food it keeps out) is stopped
      const diet = findDietAt(after(i + 2));
      if (diet && diet.at === 0 && dietByFood(after(i + 2).slice(0, diet.length)) === undefined)
        return { type: 'removePreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet.diet] };
    }
    // ("no cheese this week": what is bought or planned for a while, no rule kept)
    if (is(w[i], 'no') && !is(w[i + 1], 'longer') && saysForNow(after(i + 1))) return null;
    if (is(w[i], 'no') && !is(w[i + 1], 'longer')) said = after(is(w[i + 1], 'more') ? i + 2 : i + 1);
    else if (is(w[i], 'nothing') && is(w[i + 1], 'with', 'containing')) said = after(i + 2);
    else if (is(w[i], 'avoid')) said = after(i + 1);
    else if (is(w[i], 'keep')) {
      const out = findSeq(tokens, ['out|away', 'of|from'], i + 1);
      if (out > i + 1) said = tokens.slice(i + 1, out);
    } else if (is(w[i], 'i', 'we')) {
      let j = i + 1;
      if (is(w[j], 'really', 'just', 'honestly', 'actually')) j++;
      if (
        is(w[j], 'can', 'should', 'must', 'shall') &&
        is(w[j + 1], 'not') &&
        isLemma(w[j + 2], 'have', 'eat', 'tolerate', 'handle', 'do', 'digest')
      )
        said = after(j + 3);
      else if (is(w[j], 'cannot') && isLemma(w[j + 1], 'have', 'eat', 'tolerate', 'handle', 'do', 'digest')) said = after(j + 2);
      else if (isLemma(w[j], 'avoid', 'react')) said = after(is(w[j + 1], 'to') ? j + 2 : j + 1);
      else if (isLemma(w[j], 'try') && is(w[j + 1], 'to') && isLemma(w[j + 2], 'avoid')) said = after(j + 3);
      else if (isLemma(w[j], 'stay') && is(w[j + 1], 'away') && is(w[j + 2], 'from')) said = after(j + 3);
      else if (is(w[j], 'am', 'are') && (is(w[j + 1], 'avoiding') || isLemma(w[j + 1], 'avoid'))) said = after(j + 2);
      else if (is(w[j], 'am', 'are') && isLemma(w[j + 1], 'stay') && is(w[j + 2], 'away') && is(w[j + 3], 'from')) said = after(j + 4);
      else if (is(w[j], 'am', 'are') && is(w[j + 1], 'off') && !findDiet(after(j + 2))) said = after(j + 2);
      else if (is(w[j], 'am', 'are')) {
        // "i'm lactose intolerant", "i'm intolerant to gluten"
        const intolerant = w.findIndex((t, k) => k > j && is(t, 'intolerant'));
        if (intolerant > j + 1 && !hasWord(w.slice(j + 1, intolerant), 'not', 'allergic')) said = w.slice(j + 1, intolerant);
        else if (intolerant === j + 1 && is(w[j + 2], 'to', 'of')) said = after(j + 3);
      }
    }
    // ("no more of those": the food is named after "of")
    if (said && is(said[0], 'of')) said = said.slice(1);
    if (said && is(said[0], ...NOT_FOOD)) return null;
    if (said) {
      // "…out of my meals", "…for me", "…please": where the food ends.
      // (and where a reason starts with no comma before it: "no more strawberries for me they give me hives")
      const end = said.findIndex(
        (t, k) =>
          isPunctStop(t) ||
          t.text === ',' ||
          (k > 0 && (is(t, 'out', 'away', 'in', 'from') || is(t, ...REASON_OPENERS, ...REASON_SUBJECTS))),
      );
      said = end >= 0 ? said.slice(0, end) : said;
    }
  }
  if (!said) return null;
  // a phrase that is no food ("remove that", "put them back" after "no"): a change said, never one to keep out
  if (isLemma(said[0], ...REQUEST_VERBS) || said.some((t) => t.pos === 'PRON')) return null;
  const tag = thingTag(tagOf(said));
  if (
    !tag ||
    hasLemma(said, 'plan', 'list', 'meal', 'breakfast', 'lunch', 'dinner', 'budget', 'calorie', 'recipe', 'time', 'minute', 'idea')
  )
    return null;
  if (!hedged) {
    const diet = dietByFood(said);
    if (diet) return confirmAdding('dietaryRestrictions', DIET_NAMES[diet]);
  }
  if (tag.length > MAX_TAG_LENGTH) return { type: 'tooLong', list: 'allergies' };
  const name = tag.toLowerCase();
  const allergen =
    hedged || allergensNamed(name).length > 0 || allergensNamed(name.replace(/s$/, '')).length > 0 || allergensOfFoodNamed(name).length > 0;
  return confirmAdding(allergen ? 'allergies' : 'dislikedIngredients', tag);
}

/** A word that says a change happened: "now", "anymore", "no longer", "any more", "after all". */
const changed = (tokens: readonly Token[]) =>
  hasWord(tokens, 'anymore', 'now', 'again', 'actually') ||
  hasSeq(tokens, 'no', 'longer') ||
  hasSeq(tokens, 'any', 'more') ||
  hasSeq(tokens, 'after', 'all');

const DISLIKE_VERBS = ['hate', 'dislike', 'detest', 'loathe'];

export function removePreference(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const ref = preferenceRefAt(tokens);
  // "remove peanuts from my allergies", "take mushrooms off my dislikes"
  if (
    ref &&
    isLemma(tokens[v], 'remove', 'delete', 'take', 'drop', 'erase', 'clear', 'scratch', 'cross', 'get') &&
    is(tokens[ref.at], 'from', 'off', 'out', 'of')
  ) {
    let from = v + 1;
    if (isLemma(tokens[v], 'get') && is(tokens[v + 1], 'rid') && is(tokens[v + 2], 'of')) from = v + 3;
    return preferenceIntent(
      'removePreference',
      ref.list,
      tokens.slice(from, ref.at).filter((t) => !is(t, 'off', 'out')),
    );
  }
  // "not allergic to soy anymore, grew out of it", "no longer allergic to kiwi": the "i'm" texting leaves out
  const bare = allergicTo(tokens);
  const opening = tokens.slice(clause.start, bare?.at ?? 0);
  if (bare && opening.length && opening.every((t) => is(t, 'not', 'no', 'longer', 'never', 'actually', 'really')))
    return preferenceIntent(
      'removePreference',
      'allergies',
      bare.span.filter((t) => !is(t, 'anymore')),
    );
  const subject = findSeq(tokens, ['i|we']);
  if (subject < 0) return null;
  const rest = tokens.slice(subject + 1);
  const negated = hasWord(rest, 'not', 'never') || hasSeq(rest, 'no', 'longer');
  // "turns out i never had a shellfish allergy", "i don't have a kiwi allergy after all": an allergy that never was
  const noun = rest.findIndex((t) => isLemma(t, 'allergy'));
  const had = rest.findIndex((t) => isLemma(t, 'have'));
  if (
    noun > had + 1 &&
    had > 0 &&
    rest.slice(0, had).some((t) => is(t, 'not', 'never')) &&
    !spanUntil(rest, noun + 1, (t) => isPunctStop(t) || t.text === ',').some(
      (t) => t.kind === 'word' && !is(t, 'anymore', 'now', 'after', 'all'),
    )
  )
    return preferenceIntent('removePreference', 'allergies', rest.slice(had + 1, noun));
  // "i'm not allergic to shellfish anymore", "i'm no longer allergic to shellfish"
  const allergic = allergicTo(tokens);
  if (allergic && negated && tokens.slice(subject, allergic.at).some((t) => is(t, 'not', 'longer', 'never'))) {
    return preferenceIntent(
      'removePreference',
      'allergies',
      allergic.span.filter((t) => !is(t, 'anymore')),
    );
  }
  // "i'm not vegan anymore", "i don't do keto any more", "i stopped keto", "i quit being vegetarian"
  const diet = findDiet(rest);
  if (
    diet &&
    ((negated && changed(rest)) || (negated && hasWord(rest, 'am', 'are')) || hasLemma(rest, 'stop', 'quit', 'give', 'drop', 'end'))
  ) {
    return { type: 'removePreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
  }
  // "i actually like cilantro now", "i don't mind olives anymore"
  // (a dislike verb negated is a dislike ended: "i don't hate olives anymore", "i no longer dislike tofu")
  const likes = rest.findIndex((t) => isLemma(t, 'like', 'love', 'enjoy', 'mind', ...DISLIKE_VERBS));
  if (likes >= 0 && changed(rest) && (isLemma(rest[likes], 'mind', ...DISLIKE_VERBS) ? negated : !negated)) {
    const span = spanUntil(rest, likes + 1, (t) => isPunctStop(t) || t.text === ',' || is(t, 'now', 'anymore', 'again', 'actually'));
    return preferenceIntent('removePreference', 'dislikedIngredients', span);
  }
  return null;
}

export function addPreference(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const ref = preferenceRefAt(tokens);
  // "add sesame to my allergies", "put olives on my dislikes", "add keto to my diets"
  if (
    ref &&
    isLemma(tokens[v], 'add', 'put', 'include', 'stick', 'list', 'note', 'save', 'mark', 'set') &&
    !is(tokens[ref.at], 'from', 'off', 'out')
  ) {
    return preferenceIntent('addPreference', ref.list, tokens.slice(v + 1, ref.at));
  }
  // "add a shellfish allergy", "add an allergy to kiwi"
  if (isLemma(tokens[v], 'add', 'note', 'save', 'record')) {
    const span = tokens.slice(v + 1);
    const allergy = span.findIndex((t) => isLemma(t, 'allergy'));
    if (allergy > 0 && !span.slice(allergy + 1).some((t) => t.kind !== 'punct' && !is(t, 'please', 'thanks', 'too')))
      return preferenceIntent('addPreference', 'allergies', span.slice(0, allergy));
    if (allergy >= 0 && is(span[allergy + 1], 'to')) return preferenceIntent('addPreference', 'allergies', span.slice(allergy + 2));
  }
  // "make my diet keto", "set my diet to paleo", "change my diet to vegan"
  if (isLemma(tokens[v], 'make', 'set', 'change', 'switch', 'update') && hasLemma(tokens, 'diet')) {
    const diet = findDiet(tokens);
    if (diet) return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
  }
  // "keep everything gluten free", "make all my meals vegetarian": every meal to come kept to a diet ("make it vegan"
  // is one meal's)
  if (
    isLemma(tokens[v], 'keep', 'make') &&
    tokens.slice(v + 1).some((t) => wholePlanWords().has(t.norm) || wholePlanWords().has(t.lemma))
  ) {
    const diet = findDiet(tokens.slice(v + 1));
    if (diet && !findMeal(tokens) && !findDay(tokens))
      return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
  }
  // "allergic to milk and wheat", "also allergic to kiwi": the "i'm" texting leaves out
  const bare = allergicTo(tokens);
  if (bare && tokens.slice(clause.start, bare.at).every((t) => is(t, 'also', 'too', 'very', 'severely', 'now', 'really')))
    return severalAllergies(tokens, bare.at + 2) ?? preferenceIntent('addPreference', 'allergies', bare.span);
  const subject = tokens.findIndex((t) => is(t, 'i', 'we'));
  // ("could you make a note that i'm allergic to sesame": what is told after a verb of keeping it is told)
  const noted = tokens.slice(clause.start, subject).some((t) => isLemma(t, ...notingVerbs()));
  if (subject < 0 || (subject > clause.start + 1 && !noted)) return null;
  const rest = tokens.slice(subject + 1);
  // "i hate cilantro", "i can't stand blue cheese", "i dislike olives"
  let d = 0;
  while (is(rest[d], 'really', 'just', 'absolutely', 'totally', 'also', 'truly')) d++;
  if (isLemma(rest[d], 'hate', 'dislike', 'detest', 'loathe'))
    return (
      severalDislikes(rest, d + 1) ??
      preferenceIntent(
        'addPreference',
        'dislikedIngredients',
        spanUntil(rest, d + 1, (t) => isPunctStop(t) || t.text === ','),
      )
    );
  if (
    (is(rest[d], 'cannot') && isLemma(rest[d + 1], 'stand')) ||
    (is(rest[d], 'can') && is(rest[d + 1], 'not') && isLemma(rest[d + 2], 'stand'))
  ) {
    const from = is(rest[d], 'cannot') ? d + 2 : d + 3;
    return (
      severalDislikes(rest, from) ??
      preferenceIntent(
        'addPreference',
        'dislikedIngredients',
        spanUntil(rest, from, (t) => isPunctStop(t) || t.text === ','),
      )
    );
  }
  if (hasWord(rest, 'not', 'never') || hasSeq(rest, 'no', 'longer')) {
    // "i don't like mushrooms", "i really don't like tofu": a dislike said with a negation.
    const like = rest.findIndex((t) => isLemma(t, 'like', 'want', 'eat', 'enjoy'));
    // ("we never eat meat", "i've never liked okra": never, of liking or eating, as not)
    const never = like >= 0 && !isLemma(rest[like], 'want') && rest.slice(0, like).some((t) => is(t, 'never'));
    if (like >= 0 && (never || rest.slice(0, like).some((t) => is(t, 'not')))) {
      // "i don't want mushrooms in my meals anymore": the food ends where its place or time begins.
      const food = spanUntil(rest, like + 1, (t) => isPunctStop(t) || t.text === ',' || is(t, 'in', 'anymore', 'any', 'on', 'for'));
      // "i don't eat meat", "we don't eat animal products": a food a diet stands for, not eaten at all, is that diet
      const diet = isLemma(rest[like], 'eat') ? dietByFood(food) : undefined;
      if (diet) return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
      return preferenceIntent('addPreference', 'dislikedIngredients', food);
    }
    return null;
  }
  // "i'm allergic to shellfish" (and "i have recently been told i am allergic to sesame": the "i" nearest it)
  const allergic = allergicTo(tokens);
  const teller = allergic ? tokens.slice(0, allergic.at).findLastIndex((t) => is(t, 'i', 'we')) : -1;
  if (
    allergic &&
    teller >= subject &&
    tokens
      .slice(teller, allergic.at)
      // ("i have an allergy to shellfish", "i have developed an allergy to shellfish")
      .every((t) =>
        is(
          t,
          'i',
          'we',
          'am',
          'are',
          'also',
          'too',
          'really',
          'very',
          'severely',
          'so',
          'actually',
          'have',
          'has',
          'got',
          'developed',
          'an',
          'a',
          'now',
          // (how much, said softly, is no doubt: "i'm kind of allergic to peanuts", "im a bit allergic")
          'kind',
          'kinda',
          'sort',
          'sorta',
          'of',
          'bit',
          'little',
          'mildly',
          'slightly',
          'somewhat',
        ),
      )
  ) {
    return severalAllergies(tokens, allergic.at + 2) ?? preferenceIntent('addPreference', 'allergies', allergic.span);
  }
  // "i have a peanut allergy" (and "i just found out that i have a tree nut allergy": the "i" nearest it)
  const allergyNoun = tokens.findIndex((t) => isLemma(t, 'allergy'));
  const owner = allergyNoun > 0 ? tokens.slice(0, allergyNoun).findLastIndex((t) => is(t, 'i', 'we')) : -1;
  if (
    owner >= subject &&
    allergyNoun > owner + 2 &&
    isLemma(tokens[owner + 1], 'have', 'get', 'got') &&
    !tokens.slice(allergyNoun + 1).some((t) => t.kind !== 'punct' && !is(t, 'please', 'too', 'now'))
  ) {
    return preferenceIntent('addPreference', 'allergies', tokens.slice(owner + 2, allergyNoun));
  }
  // "i'm vegetarian now", "i went vegan", "i've gone vegetarian", "i eat paleo", "i'm on a keto diet"
  const diet = findDietAt(rest);
  if (
    diet &&
    rest
      .slice(0, diet.at)
      .every((t) =>
        is(
          t,
          'am',
          'are',
          'now',
          'a',
          'an',
          'going',
          'gone',
          'went',
          'have',
          'eat',
          'eating',
          'on',
          'follow',
          'doing',
          'do',
          'become',
          'became',
          'turned',
          'fully',
          'strictly',
          'also',
          'officially',
          'started',
          'start',
          'go',
          'been',
          'was',
        ),
      ) &&
    rest
      .slice(diet.at + diet.length)
      .every((t) => t.kind === 'punct' || is(t, 'now', 'diet', 'please', 'too', 'from', 'on', 'anymore', 'today', 'again'))
  ) {
    return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet.diet] };
  }
  return null;
}

// ─── store and numbers ────────────────────────────────────────────────────────────────────────────

const SETTING_VERBS = [
  'set',
  'change',
  'update',
  'make',
  'put',
  'lower',
  'raise',
  'increase',
  'decrease',
  'reduce',
  'bump',
  'cut',
  'adjust',
  'switch',
  'move',
  'drop',
  'up',
];

export function setStore(clause: Clause): Intent | null {
  const { tokens } = clause;
  const store = findStore(tokens);
  if (!store) return null;
  const v = requestVerbAt(clause);
  if (isLemma(tokens[v], ...SETTING_VERBS, 'use', 'pick', 'choose', 'go', 'prefer', 'price', 'select')) return { type: 'setStore', store };
  // "i shop at trader joe's now", "we buy our groceries at costco", "my store is safeway"
  if (hasLemma(tokens, 'shop', 'shopping', 'buy') && hasWord(tokens, 'at', 'from', 'in')) return { type: 'setStore', store };
  if (hasLemma(tokens, 'store', 'shop', 'supermarket') && hasWord(tokens, 'is', 'to', 'should')) return { type: 'setStore', store };
  // "costco please"
  if (words(tokens).length <= 3) return { type: 'setStore', store };
  return null;
}

export function setNumber(clause: Clause): Intent | null {
  const { tokens } = clause;
  const field = hasLemma(tokens, 'budget')
    ? ('weeklyBudget' as const)
    : tokens.some((t) => isLemma(t, ...CALORIE_WORDS))
      ? ('calorieGoal' as const)
      : null;
  if (!field) return null;
  const numbers = findNumbers(tokens);
  if (!numbers.length) return null;
  const v = requestVerbAt(clause);
  const setting = isLemma(tokens[v], ...SETTING_VERBS);
  // "my budget is now $110", "calorie goal 2000", "budget: 80"
  const stated = hasWord(tokens, 'is', 'be', '=', ':', 'to', 'at') || words(tokens).length <= 4;
  if (!setting && !stated) return null;
  if (field === 'calorieGoal' && !setting && !hasLemma(tokens, 'goal', 'target', 'limit', 'intake')) return null;
  return { type: 'setNumber', field, value: goalFigure(tokens, field)?.value ?? numbers[numbers.length - 1].value };
}
