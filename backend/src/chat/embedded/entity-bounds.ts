/**
 * The bounds of what the embedded assistant stores (chat/lexicon/stored-names.ts), applied to an understood
 * request before it is carried out: a grocery line, a pantry line, a dislike or an allergy is a catalogue food, a
 * record's allergen or diet, or (a grocery line only) a thing of the household vocabulary; a misspelt one is put right and
 * said. Anything else is never stored: the answer asks instead ("I don't know "xqzt" — did you mean …?").
 * Pure: no data is read.
 */
import type { AssistantReply } from '../assistant-data.js';
import { storedDiet, storedName, type StoredFor } from '../lexicon/stored-names.js';
import { DIET_NAMES } from '../../kitchen/vocabulary.js';
import { knownDish, recipeNamed } from '../lexicon/dishes.js';
import { resolveFood } from '../lexicon/foods.js';
import type { GroceryLineRequest, Intent, PreferenceList } from './intents.js';

type Asked = Extract<ReturnType<typeof storedName>, { kind: 'ask' }>;

/** The request within bounds, with a sentence to add to its answer; or the question to ask instead. */
export type Bounded = { intent: Intent; after?: string } | { reply: AssistantReply };

const PURPOSE: Record<Exclude<PreferenceList, 'dietaryRestrictions'>, StoredFor> = { allergies: 'allergy', dislikedIngredients: 'dislike' };
const PLACE: Record<StoredFor, string> = {
  grocery: 'your grocery list',
  pantry: 'your pantry',
  dislike: 'your disliked ingredients',
  allergy: 'your allergies',
};
const KIND: Record<StoredFor, string> = {
  grocery: 'a food or a household item',
  pantry: 'a food',
  dislike: 'a food',
  allergy: 'an allergen or a food',
};
/** A catalogue name as a person would type it back: "Chicken breast (boneless, skinless)" → "chicken breast". */
const plainName = (name: string) =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .toLowerCase();
const orList = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]);

/** What to say about one thing that cannot be stored: the foods it may be, asked about; Yes adds the one offered. */
export function askAbout(asked: Asked, purpose: StoredFor): AssistantReply {
  const said = `"${asked.said}"`;
  const into =
    purpose === 'grocery' ? 'my list' : purpose === 'pantry' ? 'my pantry' : purpose === 'allergy' ? 'my allergies' : 'my dislikes';
  if (asked.options.length === 1) {
    const question = `I don't know ${said} — did you mean ${asked.options[0]}?`;
    return {
      response: `${question} I didn't add anything to ${PLACE[purpose]}; say yes to add ${asked.options[0]}.`,
      confirm: { question, request: `add ${plainName(asked.options[0])} to ${into}` },
    };
  }
  if (asked.options.length)
    return {
      response: `I don't know ${said} — did you mean ${orList(asked.options)}? I didn't add anything to ${PLACE[purpose]}: tell me which.`,
    };
  return { response: `I don't know ${said} as ${KIND[purpose]}, so I didn't add it to ${PLACE[purpose]}. Could you say it another way?` };
}

function groceryLines(intent: Extract<Intent, { type: 'addGrocery' }>): Bounded {
  const lines: GroceryLineRequest[] = [intent, ...(intent.also ?? [])].map(({ item, quantity, unit, insteadOf }) => ({
    item,
    ...(quantity !== undefined ? { quantity } : {}),
    ...(unit ? { unit } : {}),
    ...(insteadOf !== undefined ? { insteadOf } : {}),
  }));
  const kept: GroceryLineRequest[] = [];
  const asked: Asked[] = [];
  for (const line of lines) {
    const stored = storedName(line.item, 'grocery');
    if (stored.kind === 'ask') asked.push(stored);
    else kept.push({ ...line, item: stored.name, ...(stored.wrote ? { wrote: stored.wrote, aisle: stored.aisle } : {}) });
  }
  if (!kept.length) return { reply: asked.length === 1 ? askAbout(asked[0], 'grocery') : askAboutMany(asked) };
  const [first, ...also] = kept;
  return {
    intent: { ...first, type: 'addGrocery', ...(also.length ? { also } : {}) },
    ...(asked.length ? { after: asked.length === 1 ? askAbout(asked[0], 'grocery').response : askAboutMany(asked).response } : {}),
  };
}

function askAboutMany(asked: Asked[]): AssistantReply {
  return {
    response: `I don't know ${orList(asked.map((a) => `"${a.said}"`))} as a food or a household item, so I didn't add ${asked.length > 1 ? 'them' : 'it'} to your grocery list. Could you say ${asked.length > 1 ? 'them' : 'it'} another way?`,
  };
}

type Swap = Extract<Intent, { type: 'swap' }>;

/**
 * A swap's wish within what the engine knows (lexicon/dishes.ts): a recipe named is that recipe; else only the words
 * a recipe or a food is known by are searched for, the rest dropped; none left, any recipe that fits will do.
 */
export function swapWish(swap: Swap): Swap {
  if (!swap.query) return swap;
  const recipe = recipeNamed(swap.query);
  if (recipe) return { ...swap, query: recipe, recipe };
  const out: Swap = { ...swap };
  const kept = knownDish(swap.query);
  if (kept) out.query = kept;
  else delete out.query;
  return out;
}

/**
 * A food put into a planned meal is a catalogue food: a recipe named instead ("pop the saag paneer into friday
 * lunch") is the slot swapped for that recipe, or added beside what is there when said so; a name that is neither
 * is asked about, never stored.
 */
function mealFood(intent: Extract<Intent, { type: 'addFood' }>): Bounded {
  const found = resolveFood(intent.item);
  // a food misspelt goes into the meal by its right name, and the slip is said (as on the list)
  if (found.kind === 'food' && found.corrected)
    return { intent: { ...intent, item: found.spelled }, after: `(You wrote "${found.said}".)` };
  if (found.kind !== 'none') return { intent };
  const recipe = recipeNamed(intent.item);
  // said beside what is planned ("… too"), the recipe goes in next to it (the add looks it up); said alone, it takes the slot
  if (recipe && intent.dish) return { intent };
  if (recipe) return { intent: { type: 'swap', ...(intent.day ? { day: intent.day } : {}), meal: intent.meal, query: recipe, recipe } };
  const { suggestions } = resolveFood(intent.item) as Extract<ReturnType<typeof resolveFood>, { kind: 'none' }>;
  const options = suggestions.slice(0, 3).map((f) => plainName(f.name));
  const offer = options.length ? ` Did you mean ${orList(options)}?` : ' Could you say it another way?';
  return {
    reply: {
      response: `I don't know "${intent.item}" as a food or one of the recipes, so I didn't add it to ${intent.meal ?? 'the meal'}.${offer}`,
    },
  };
}

/** The request with what it names put within bounds (see the module comment). */
export function boundEntities(intent: Intent): Bounded {
  switch (intent.type) {
    case 'swap':
      return { intent: swapWish(intent) };
    case 'swapIf':
      return { intent: { ...intent, swap: swapWish(intent.swap) } };
    case 'addFood':
      return mealFood(intent);
    case 'addGrocery':
      return groceryLines(intent);
    case 'addPantry': {
      const stored = storedName(intent.item, 'pantry');
      if (stored.kind === 'ask') return { reply: askAbout(stored, 'pantry') };
      return { intent: { ...intent, item: stored.name }, ...(stored.wrote ? { after: `(You wrote "${stored.wrote}".)` } : {}) };
    }
    case 'several': {
      // each part within bounds; a part that is not is asked about after what was done, and not done
      const parts: Intent[] = [];
      const said: string[] = [];
      for (const part of intent.parts) {
        const bounded = boundEntities(part);
        if ('reply' in bounded) said.push(bounded.reply.response);
        else {
          parts.push(bounded.intent);
          if (bounded.after) said.push(bounded.after);
        }
      }
      if (!parts.length) return { reply: { response: said.join(' ') } };
      const kept: Intent = parts.length === 1 ? parts[0] : { ...intent, parts };
      return { intent: kept, ...(said.length ? { after: said.join(' ') } : {}) };
    }
    case 'removePantry': {
      // what is taken out is looked for by its right name; a name no food has is in no pantry (the handler says so)
      const stored = storedName(intent.item, 'pantry');
      if (stored.kind !== 'known' || !stored.wrote) return { intent };
      return { intent: { ...intent, item: stored.name }, after: `(You wrote "${stored.wrote}".)` };
    }
    case 'checkGrocery':
    case 'setGroceryQuantity':
    case 'removeGrocery': {
      // a misspelt line is looked for by its right name; a name the lexicon does not know may still be a line's
      // (what was typed kept: a line of the list nearer it than the catalogue's name is meant, requests/handlers.ts)
      const stored = storedName(intent.item, 'grocery');
      if (stored.kind !== 'known' || !stored.wrote) return { intent };
      return { intent: { ...intent, item: stored.name, wrote: stored.wrote }, after: `(You wrote "${stored.wrote}".)` };
    }
    case 'addPreference': {
      if (intent.list === 'dietaryRestrictions') {
        const diet = storedDiet(intent.value);
        if (!diet)
          return {
            reply: {
              response: `I don't know "${intent.value}" as a diet, so I changed nothing. The diets I know: ${Object.values(DIET_NAMES).join(', ')}.`,
            },
          };
        return { intent: { ...intent, value: diet.name }, ...(diet.wrote ? { after: `(You wrote "${diet.wrote}".)` } : {}) };
      }
      const stored = storedName(intent.value, PURPOSE[intent.list]);
      if (stored.kind === 'ask') return { reply: askAbout(stored, PURPOSE[intent.list]) };
      return { intent: { ...intent, value: stored.name }, ...(stored.wrote ? { after: `(You wrote "${stored.wrote}".)` } : {}) };
    }
    case 'removePreference': {
      if (intent.list === 'dietaryRestrictions') return { intent };
      const stored = storedName(intent.value, PURPOSE[intent.list]);
      return { intent: stored.kind === 'known' && stored.wrote ? { ...intent, value: stored.name } : intent };
    }
    default:
      return { intent };
  }
}
