/**
 * The embedded assistant's understanding of a message: plain pattern matching, no model, no I/O.
 * Each message maps to one intent with the few details the reply needs (day, meal, diet, item...).
 * A question never maps to an intent that writes: it is answered, or told how to ask for the change.
 */
import { allergensOfFoodNamed } from '../../catalog/catalog.js';
import { allergensNamed } from '../../preferences/dietary-rules.js';
import { correctSpelling } from './spelling.js';

export type MealType = 'breakfast' | 'lunch' | 'dinner';
export type DietWord = 'vegetarian' | 'vegan' | 'gluten-free' | 'dairy-free' | 'keto' | 'paleo';

/** A day as the person said it: a weekday (0 = Sunday) or relative to today. */
export type DayRef = { kind: 'weekday'; weekday: number } | { kind: 'relative'; offset: number; word: string };

export type Intent =
  | { type: 'greeting' }
  | { type: 'help' }
  | { type: 'thanks' }
  /** "no thanks", "that's all": nothing more to do. */
  | { type: 'decline' }
  | { type: 'meal'; day?: DayRef; meal?: MealType; weekend?: boolean }
  | { type: 'calories'; day?: DayRef; week: boolean }
  | { type: 'nutrient'; nutrient: 'protein' | 'fat' | 'carbs'; day?: DayRef; week: boolean }
  | { type: 'cost'; what: 'week' | 'list' | 'mostExpensive' }
  | { type: 'swap'; day?: DayRef; meal?: MealType; diet?: DietWord; maxMinutes?: number; query?: string; cheaper?: boolean }
  | { type: 'quick'; maxMinutes: number; meal?: MealType; diet?: DietWord }
  | { type: 'recipes'; query?: string; diet?: DietWord; meal?: MealType; rank?: 'protein' }
  /** Recipes using ingredients on hand, the most of them first. */
  | { type: 'cookWith'; ingredients: string[]; meal?: MealType }
  /** How long a planned meal takes to make. */
  | { type: 'cookTime'; day?: DayRef; meal?: MealType }
  | { type: 'addGrocery'; item: string; quantity?: number; unit?: string }
  | { type: 'checkGrocery'; item: string; checked: boolean }
  | { type: 'removeGrocery'; item: string }
  | { type: 'generatePlan' }
  | { type: 'groceryList' }
  | { type: 'preferences' }
  | { type: 'addFood'; item: string; quantity?: number; unit?: string; day?: DayRef; meal?: MealType }
  | { type: 'setNumber'; field: 'calorieGoal' | 'weeklyBudget'; value: number }
  | { type: 'addPreference'; list: 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients'; value: string }
  /** A question whether the plan has an ingredient or allergen in it: answered from ingredients, never written. */
  | { type: 'contains'; term: string; allergy: boolean }
  /** A request asked as a question ("can I add milk to my list?"): nothing is done; the reply says how to ask. */
  | { type: 'offer'; request: string }
  /**
   * A change that may not be what the person meant ("no peanuts", "I think I'm allergic to crab"):
   * nothing is done; the reply asks `question`, and Yes sends `request`, the same change said plainly.
   */
  | { type: 'confirm'; question: string; request: string }
  /** A name too long to store from the chat (an allergy, a diet, a dislike). */
  | { type: 'tooLong'; list: 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients' }
  | { type: 'unsupported'; what: string; hint?: string }
  | { type: 'unknown' };

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY_SHORT: Record<string, number> = { sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6 };

const DIET_PATTERNS: [RegExp, DietWord][] = [
  [/\bvegan\b|\bplant[- ]based\b/, 'vegan'],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\bno meat\b|\bmeatless\b/, 'vegetarian'],
  [/\bgluten[- ]?free\b/, 'gluten-free'],
  [/\bdairy[- ]?free\b|\blactose[- ]?free\b/, 'dairy-free'],
  [/\bketo\b|\blow[- ]?carb\b/, 'keto'],
  [/\bpaleo\b/, 'paleo'],
];

export function findDay(text: string): DayRef | undefined {
  if (/\btoday\b|\btonight\b|\bthis (morning|afternoon|evening)\b/.test(text)) return { kind: 'relative', offset: 0, word: 'today' };
  if (/\bday after tomorrow\b/.test(text)) return { kind: 'relative', offset: 2, word: 'the day after tomorrow' };
  if (/\btomorrow\b|\btmrw\b/.test(text)) return { kind: 'relative', offset: 1, word: 'tomorrow' };
  if (/\byesterday\b/.test(text)) return { kind: 'relative', offset: -1, word: 'yesterday' };
  for (let i = 0; i < WEEKDAYS.length; i++) if (new RegExp(`\\b${WEEKDAYS[i]}s?\\b`).test(text)) return { kind: 'weekday', weekday: i };
  for (const [short, weekday] of Object.entries(WEEKDAY_SHORT)) if (new RegExp(`\\b${short}\\b`).test(text)) return { kind: 'weekday', weekday };
  return undefined;
}

export function findMeal(text: string): MealType | undefined {
  if (/\bbreakfast\b|\bbrekkie\b|\bmorning\b/.test(text)) return 'breakfast';
  if (/\blunch\b|\bmidday\b|\bnoon\b/.test(text)) return 'lunch';
  if (/\bdinner\b|\bsupper\b|\btonight\b|\bevening\b/.test(text)) return 'dinner';
  return undefined;
}

export function findDiet(text: string): DietWord | undefined {
  return DIET_PATTERNS.find(([re]) => re.test(text))?.[1];
}

function findMinutes(text: string): number | undefined {
  const m = text.match(/(\d{1,3})\s*(?:-|\s)?\s*(minutes?|mins?|m\b)/) ?? text.match(/(?:under|less than|within|in)\s+(?:an?\s+)?(half an hour|an hour|hour)/);
  if (!m) return undefined;
  if (/half an hour/.test(m[1])) return 30;
  if (/hour/.test(m[1])) return 60;
  return Number(m[1]);
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, a_dozen: 12, dozen: 12 };
const ITEM_UNITS = ['gallons?', 'gal', 'liters?', 'litres?', 'l', 'ml', 'lbs?', 'pounds?', 'oz', 'ounces?', 'kg', 'g', 'grams?', 'cups?', 'cans?', 'bottles?', 'bags?', 'boxes?', 'packs?', 'packages?', 'cartons?', 'jars?', 'loaf', 'loaves', 'bunch(?:es)?', 'dozen', 'pieces?', 'pcs?'];

function singularUnit(unit: string): string {
  if (unit === 'loaves') return 'loaf';
  if (/(box|bunch)es$/.test(unit)) return unit.slice(0, -2);
  if (unit.length > 3 && unit.endsWith('s')) return unit.slice(0, -1);
  return unit;
}

/** "2 gallons of milk" → { item: 'milk', quantity: 2, unit: 'gallon' }. */
export function parseGroceryItem(raw: string): { item: string; quantity?: number; unit?: string } {
  let text = raw.trim().replace(/^(some|more|a few|few)\s+/i, '');
  let quantity: number | undefined;
  let unit: string | undefined;
  const q = text.match(/^(\d+(?:\.\d+)?|a dozen|a|an|one|two|three|four|five|six|dozen)\s+/i);
  if (q) {
    const word = q[1].toLowerCase().replace(' ', '_');
    quantity = /^\d/.test(word) ? Number(word) : NUMBER_WORDS[word];
    text = text.slice(q[0].length);
  }
  const u = text.match(new RegExp(`^(${ITEM_UNITS.join('|')})\\s+(?:of\\s+)?`, 'i'));
  if (u && quantity !== undefined) {
    unit = singularUnit(u[1].toLowerCase());
    text = text.slice(u[0].length);
  }
  const item = text.replace(/^(of|the)\s+/i, '').replace(/[.!?,;:]+$/g, '').replace(/\s+/g, ' ').trim();
  return { item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) };
}

const DIET_TAGS: Record<DietWord, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', 'gluten-free': 'Gluten-Free', 'dairy-free': 'Dairy-Free', keto: 'Keto', paleo: 'Paleo' };

/** Longest allergy, diet or dislike the chat stores; anything longer is refused, never stored. */
export const MAX_TAG_LENGTH = 40;

/** Words around a name that are not the name: "shellfish please" → "shellfish". */
const TAG_NOISE = /\b(?:please|pls|thanks|thank you|now|too|as well|also|again|from now on|for me|anymore|any more)\b/gi;

/** A tag as the Preferences screen writes it: trimmed, first letter upper case, no politeness or trailing punctuation. */
export function cleanTag(raw: string): string {
  const tag = raw.replace(TAG_NOISE, ' ').replace(/^\s*(the|all|any)\s+/i, '').replace(/[.!?,;:]+/g, ' ').replace(/\s+/g, ' ').trim();
  return tag ? tag[0].toUpperCase() + tag.slice(1) : tag;
}

/** "can you add…" is a request said politely; "can I…", "is…", "what…" and a question mark are questions. */
const POLITE_REQUEST = /^(?:please\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?/;
/** A question word, or an auxiliary before its subject ("do I…", "is my…", "can we…"; "do things" is not one). */
const QUESTION_START = /^(?:what|whats|what's|which|how|when|where|who|whose|why|any)\b|^(?:is|are|am|was|were|do|does|did|can|could|should|shall|may|might|have|has|will|would)\s+(?:i|you|we|my|the|this|that|it|there|they|he|she|a|an|any|our|your|anything|something|tuesday|monday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|dinner|lunch|breakfast)\b/;
/** How a question asks for a change: "can I add milk to my list?" asks for "add milk to my list". */
const ASKING_FOR = /^(?:(?:can|could|should|may|shall|would|will)\s+(?:i|we)\s+|is it (?:possible|ok|okay) to\s+|do i (?:need|have) to\s+)/;

function normalise(message: string): string {
  return message.trim().toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
}

/** Whether a message asks rather than tells: a question is answered, never acted on. */
export function isQuestion(message: string): boolean {
  const text = normalise(message);
  if (POLITE_REQUEST.test(text)) return false;
  return /\?\s*$/.test(text) || QUESTION_START.test(text) || /[,;]\s*(?:is|are|do|does|did|can|will|would)\s/.test(text)
    // a question inside a sentence, even without its question mark: "I'm allergic to fish is my plan safe"
    || /\b(?:is|are|does|do|will|would|can)\s+(?:my|the|this)\s+(?:meal\s+)?(?:plan|week|meals?|menu|list)\b/.test(text);
}

/** "a peanut allergy" → "peanut"; "anything with chicken this week" → "chicken". */
function containsTerm(raw: string): string {
  return raw
    .replace(/\b(?:allerg(?:y|ies)|intolerances?|in (?:it|them|my plan|the plan|my meals|this plan)|this week|in my (?:week|menu|meals?)|at all)\b/g, ' ')
    .replace(/^\s*(?:a|an|the|any|some|my|someone with a|someone with an|people with a|people with an)\s+/, '')
    .replace(/[^a-z0-9' -]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A question whether the plan holds an ingredient or an allergen, or null. */
export function parseContains(message: string): { term: string; allergy: boolean } | null {
  const text = normalise(message).replace(/[?!.]+\s*$/, '');
  const allergy = /\ballerg|\bintoleran|\bsafe\b/.test(text);
  const patterns = [
    /\b(?:safe|ok|okay|fine|alright) (?:for|with) (.+)$/,
    /\ballergic to (.+?)(?:[,;.]|\s+(?:is|are|will|can|does|do)\s|$)/,
    /\b(?:anything|something|any meals?|meals?) (?:with|containing|that (?:has|have|contains?)) (.+)$/,
    /^(?:does|do|will|would) (?:my|the|this) (?:meal )?(?:plan|week|meals|menu) (?:have|contain|include|use) (.+)$/,
    /^(?:is|are) there (?:any )?(.+?) in (?:my|the|this) (?:meal )?(?:plan|week|meals|menu)/,
    /^any (.+?) in (?:my|the|this) (?:meal )?(?:plan|week|meals|menu)/,
  ];
  for (const re of patterns) {
    const m = text.match(re);
    if (!m) continue;
    const term = containsTerm(m[1]);
    if (term && term.length <= MAX_TAG_LENGTH && !/^(?:my|the|this|it|plan)$/.test(term)) return { term, allergy };
  }
  return null;
}

/** Intents that change data. */
export const WRITES: ReadonlySet<Intent['type']> = new Set(['addGrocery', 'checkGrocery', 'removeGrocery', 'generatePlan', 'addFood', 'setNumber', 'addPreference', 'swap', 'tooLong']);

/**
 * Understands one message. A question is answered from the data: whether the plan holds something,
 * or what is planned, costs, counts; a request asked as a question ("can I swap Tuesday dinner?")
 * does nothing and says how to ask for it.
 */
export function parseIntent(typed: string): Intent {
  // Misspelt words of the assistant's vocabulary are put right first; food words stay as typed.
  const message = correctSpelling(typed);
  if (!isQuestion(message)) return parseMessage(message);
  const contains = parseContains(message);
  if (contains) return { type: 'contains', ...contains };
  const request = normalise(message).replace(ASKING_FOR, '').replace(/[?]+\s*$/, '').trim();
  const asRequest = parseMessage(request);
  if (WRITES.has(asRequest.type)) return { type: 'offer', request };
  const intent = parseMessage(message);
  return WRITES.has(intent.type) ? { type: 'offer', request } : intent;
}

/** The tag for a preference list, or tooLong when it cannot be stored from the chat. */
function preferenceIntent(list: 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients', raw: string): Intent {
  const value = cleanTag(raw);
  if (!value) return { type: 'unknown' };
  return value.length > MAX_TAG_LENGTH ? { type: 'tooLong', list } : { type: 'addPreference', list, value };
}

const LIST_WORDS = { dietaryRestrictions: 'dietary restrictions', allergies: 'allergies', dislikedIngredients: 'disliked ingredients' } as const;
const LIST_REQUEST = { dietaryRestrictions: 'diets', allergies: 'allergies', dislikedIngredients: 'dislikes' } as const;

/** Words that say "keep this out" without saying whether it is an allergy, a diet or a dislike. */
const AVOIDING = /^\s*(?:i\s+(?:can'?t|cannot|can not|shouldn'?t|should not|mustn'?t|must not)\s+(?:have|eat|tolerate|handle|do)|i\s+(?:avoid|react to|stay away from)|i'?m\s+(?:avoiding|off|staying away from)|i am\s+(?:avoiding|off|staying away from)|(?:please\s+)?(?:avoid|no more|keep)|no)\s+(.+?)(\s+(?:out of|away from)\s+my\s+(?:meals?|plan|food))?\s*[.!]?\s*$/i;
/** "no thanks", "no problem": a "no" that keeps nothing out. */
const NOT_FOOD = /^(?:thanks?|thank you|problem|worries|way|idea|need|rush|it|that|not|one|more|longer|i|we|you|changes?|thx|nope)\b/;
/** "I think I'm allergic to crab": an allergy said with doubt. */
const HEDGED_ALLERGY = /^\s*(?:i\s+(?:think|believe|guess|suspect)\s+(?:that\s+)?i'?m|i\s+(?:think|believe|guess|suspect)\s+(?:that\s+)?i am|i\s+(?:might|may|could)\s+be|i'?m\s+(?:maybe|probably|possibly)|i am\s+(?:maybe|probably|possibly))\s+allergic\s+to\s+(.+?)\s*[.!]?\s*$/i;
/** What a food word becomes as a diet: "no meat" is vegetarian, "I can't have gluten" gluten-free. */
const DIET_BY_FOOD: [RegExp, DietWord][] = [[/^(?:any\s+)?(?:meat|meats)$/, 'vegetarian'], [/^(?:any\s+)?animal products$/, 'vegan'], [/^(?:gluten)$/, 'gluten-free'], [/^(?:dairy|lactose)$/, 'dairy-free'], [/^(?:carbs?|carbohydrates?)$/, 'keto']];

/** The plain request a Yes stands for, and the question asked before it. */
function confirmAdding(list: 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients', tag: string): Intent {
  const word = list === 'dietaryRestrictions' ? tag : tag.toLowerCase();
  return { type: 'confirm', question: `Did you mean to add ${word} to your ${LIST_WORDS[list]}?`, request: `add ${word} to my ${LIST_REQUEST[list]}` };
}

/**
 * "No peanuts", "I can't have gluten", "I think I'm allergic to crab": a change to the lists that keep
 * food out of plans, said so that it could be more than one of them. Asked, never done: a known
 * allergen (or doubt about an allergy) is offered as an allergy, a food a diet stands for as that diet,
 * anything else as a dislike.
 */
function ambiguousPreference(raw: string): Intent | null {
  const hedged = raw.match(HEDGED_ALLERGY);
  const avoided = hedged ? null : raw.match(AVOIDING);
  const said = hedged?.[1] ?? avoided?.[1];
  if (!said) return null;
  // "keep" only with where it keeps the food out of ("keep nuts out of my meals").
  if (avoided && /^\s*(?:please\s+)?keep\b/i.test(raw) && !avoided[2]) return null;
  if (avoided && NOT_FOOD.test(said.toLowerCase())) return null;
  const words = said.toLowerCase().replace(TAG_NOISE, ' ').replace(/[.!?,;:]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!words || /\b(?:plan|list|meals?|breakfast|lunch|dinner|budget|calories)\b/.test(words)) return null;
  const tag = cleanTag(words);
  if (!hedged) {
    const diet = DIET_BY_FOOD.find(([re]) => re.test(words))?.[1];
    if (diet) return confirmAdding('dietaryRestrictions', DIET_TAGS[diet]);
  }
  if (tag.length > MAX_TAG_LENGTH) return { type: 'tooLong', list: 'allergies' };
  // An allergen's name ("peanuts") or a food that carries one ("crab": shellfish) is most likely an allergy.
  const allergen = hedged !== null || allergensNamed(words).length > 0 || allergensNamed(words.replace(/s$/, '')).length > 0 || allergensOfFoodNamed(words).length > 0;
  return confirmAdding(allergen ? 'allergies' : 'dislikedIngredients', tag);
}

/** Understands one message as it is (questions are sorted out by parseIntent). Lower-cased, punctuation-tolerant, English. */
function parseMessage(message: string): Intent {
  // A trailing "please" or "thanks" is not part of what is asked for.
  const raw = message.trim().replace(/[\s,.;!]+(?:please|pls|thanks|thank you|thx|cheers)[\s.!]*$/i, '') || message.trim();
  const text = raw.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  const bare = text.replace(/[^a-z' ]/g, '').trim();

  if (/^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening))( there| forkcast| assistant)?$/.test(bare)) return { type: 'greeting' };
  if (/^(thanks|thank you|thx|cheers|great|perfect|awesome|ok thanks|thanks a lot)$/.test(bare)) return { type: 'thanks' };
  if (/^(no|nope|nah|no thanks|no thank you|nothing|nothing else|that's all|thats all|that's it|thats it)$/.test(bare)) return { type: 'decline' };
  if (/^(help|\?|what can you do|what do you do|how do you work|what can i ask( you)?|commands|options)$/.test(bare) || /\bwhat can you (do|help)\b/.test(text)) return { type: 'help' };

  // Grocery list: add / check / show
  const add = raw.match(/^\s*(?:please\s+)?(?:can you\s+|could you\s+)?(?:add|put|include|buy|get)\s+(.+?)\s+(?:to|on|onto|in|into)\s+(?:my|the)\s+(?:grocery\s+|shopping\s+)?(?:list|groceries|cart|basket)\b/i)
    ?? raw.match(/^\s*(?:please\s+)?add\s+(.+?)\s+to\s+(?:my\s+)?groceries\b/i)
    ?? raw.match(/^\s*(?:i need( to buy)?|we need|we're out of|we are out of|i'm out of|i am out of|out of)\s+(.+?)[.!]?\s*$/i);
  if (add) {
    const parsed = parseGroceryItem(add[add.length - 1]);
    if (parsed.item) return { type: 'addGrocery', ...parsed };
  }
  const check = raw.match(/^\s*(?:please\s+)?(?:check off|tick off|check|tick|cross off|mark)\s+(.+?)(?:\s+(?:as\s+)?(?:bought|purchased|done|got it|checked|off))?(?:\s+(?:on|from|in)\s+(?:my|the)\s+(?:grocery\s+|shopping\s+)?list)?\s*[.!]?\s*$/i)
    ?? raw.match(/^\s*i (?:bought|got|picked up|have)\s+(?:the\s+)?(.+?)\s*[.!]?\s*$/i);
  if (check && !/\b(calories|plan|dinner|lunch|breakfast)\b/i.test(check[1])) {
    const uncheck = /\b(uncheck|untick)\b/i.test(raw);
    return { type: 'checkGrocery', item: parseGroceryItem(check[1].replace(/^(the|my)\s+/i, '')).item, checked: !uncheck };
  }
  const uncheck = raw.match(/^\s*(?:please\s+)?(?:uncheck|untick)\s+(.+?)\s*[.!]?\s*$/i);
  if (uncheck) return { type: 'checkGrocery', item: parseGroceryItem(uncheck[1].replace(/^(the|my)\s+/i, '')).item, checked: false };
  const remove = raw.match(/^\s*(?:please\s+)?(?:delete|remove|take|drop|cross)\s+(.+?)\s+(?:off|from|out of)\s+(?:my|the)\s+(?:grocery\s+|shopping\s+)?(?:list|groceries|cart)\b/i);
  if (remove) {
    const item = parseGroceryItem(remove[1].replace(/^(the|my)\s+/i, '')).item;
    if (item) return { type: 'removeGrocery', item };
  }
  if (/\bon my list\b/.test(text) && /\b(what|whats|what's|show|left)\b/.test(text) && !/\b(add|put|how much|cost|costs|expensive|priciest|costliest|cheapest)\b/.test(text)) return { type: 'groceryList' };
  if (/\b(grocery|shopping) list\b/.test(text) && /\b(what|show|see|read|whats|what's|on my|list)\b/.test(text) && !/\b(add|put|how much|cost|costs|price|spend|expensive|priciest)\b/.test(text)) return { type: 'groceryList' };

  // Preferences: goals, diets, allergies, dislikes
  const goal = text.match(/\b(?:set|change|update|make|put)?\s*(?:my\s+)?(?:daily\s+)?calorie(?:s)?\s*(?:goal|target|limit)?\s*(?:to|at|is|=|of)?\s*(\d{3,5})\b/);
  if (goal && /\b(set|change|update|make|goal|target|put)\b/.test(text)) return { type: 'setNumber', field: 'calorieGoal', value: Number(goal[1]) };
  const budget = text.match(/\b(?:set|change|update|make|put)?\s*(?:my\s+)?(?:weekly\s+)?(?:grocery\s+)?budget\s*(?:to|at|is|=|of)?\s*\$?\s*(\d{1,5}(?:\.\d{1,2})?)\b/);
  if (budget) return { type: 'setNumber', field: 'weeklyBudget', value: Number(budget[1]) };
  const unsure = ambiguousPreference(raw);
  if (unsure) return unsure;
  const allergy = raw.match(/^\s*(?:i'?m|i am|i'm)\s+allergic\s+to\s+(.+?)\s*[.!]?\s*$/i) ?? raw.match(/^\s*(?:please\s+)?add\s+(.+?)\s+to\s+my\s+allerg(?:y|ies)(?:\s+list)?\s*[.!]?\s*$/i)
    ?? raw.match(/^\s*(?:please\s+)?add\s+(?:an?\s+)?(.+?)\s+allergy\s*[.!]?\s*$/i);
  if (allergy) return preferenceIntent('allergies', allergy[1]);
  const dislike = raw.match(/^\s*i\s+(?:don'?t|do not|really don'?t)\s+(?:like|eat|want)\s+(.+?)\s*[.!]?\s*$/i) ?? raw.match(/^\s*i\s+(?:hate|dislike|can'?t stand)\s+(.+?)\s*[.!]?\s*$/i) ?? raw.match(/^\s*(?:please\s+)?add\s+(.+?)\s+to\s+my\s+dislike(?:s|d ingredients)?\s*[.!]?\s*$/i);
  const dietAdded = raw.match(/^\s*(?:please\s+)?add\s+(.+?)\s+to\s+my\s+(?:diets?|dietary restrictions)\s*[.!]?\s*$/i);
  const addedDiet = dietAdded ? findDiet(dietAdded[1].toLowerCase()) : undefined;
  if (addedDiet) return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_TAGS[addedDiet] };
  if (dislike) return preferenceIntent('dislikedIngredients', dislike[1]);
  const dietNow = raw.match(/^\s*(?:i'?m|i am|i've gone|i have gone|i went|i'm going|i eat)\s+(?:now\s+|going\s+|a\s+|eating\s+)?([a-z -]+?)(?:\s+now)?\s*[.!]?\s*$/i);
  const dietWord = dietNow ? findDiet(dietNow[1].toLowerCase()) : undefined;
  if (dietWord) return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_TAGS[dietWord] };

  // A single food into a slot: "add a banana to Friday breakfast"
  const food = raw.match(/^\s*(?:please\s+)?(?:add|put|include)\s+(.+?)\s+(?:to|for|in|into|on|at)\s+(?:my\s+|the\s+)?(.+?)\s*[.!]?\s*$/i);
  if (food) {
    const where = food[2].toLowerCase();
    const meal = findMeal(where);
    const day = findDay(where);
    if (meal) {
      const parsed = parseGroceryItem(food[1]);
      if (parsed.item) return { type: 'addFood', ...parsed, ...(day ? { day } : {}), meal };
    }
  }

  // Things this assistant cannot do, said clearly.
  if (/\b(order|deliver|delivery|checkout|check out|pay|purchase online)\b/.test(text)) return { type: 'unsupported', what: 'order groceries or arrange delivery' };
  if (/\b(delete|remove)\b.*\b(plans?|accounts?)\b/.test(text)) return { type: 'unsupported', what: 'delete plans or accounts', hint: 'Plans can be deleted on the Meal Plans page.' };
  if (/\b(delete|remove|take)\b.*\b(breakfast|lunch|dinner)\b/.test(text)) return { type: 'unsupported', what: 'remove meals', hint: 'Use "Edit Meal Plan" on the dashboard to remove an item, or ask me to swap the meal instead.' };
  if (/\b(generate|create|make|build|plan)\b.*\b(new|another|fresh)?\s*(meal )?(plan|week)\b/.test(text) && !/\b(delete|remove)\b/.test(text)) return { type: 'generatePlan' };
  if (/\b(calendar|remind|reminder|alarm)\b/.test(text)) return { type: 'unsupported', what: 'manage your calendar or reminders' };

  const day = findDay(text);
  const meal = findMeal(text);
  const diet = findDiet(text);
  const minutes = findMinutes(text);

  /** Asking for ideas ("suggest a high protein breakfast"), not for what is planned. */
  const suggestion = /\b(suggest|recommend|ideas?|give me|find me)\b/.test(text) && (meal !== undefined || /\b(something|dish|protein)\b/.test(text));

  // What to cook with what is at home; how long a planned meal takes
  const onHand = text.match(/\b(?:what|which recipes?|anything|something|recipes?|meals?|dishes)\b.*?\b(?:cook|make|use|using|with)\b.*?\bwith\s+(.+?)\s*[?.!]*$/)
    ?? text.match(/\b(?:cook|make)\s+(?:something\s+)?(?:with|using)\s+(.+?)\s*[?.!]*$/)
    ?? text.match(/\b(?:recipes?|meals?|dishes|something)\s+(?:with|using)\s+(.+?)\s*[?.!]*$/);
  if (onHand && !/\b(swap|replace|change)\b/.test(text)) {
    const ingredients = onHand[1].split(/\s*(?:,|\band\b|&|\+|\bor\b)\s*/).map((w) => w.replace(/^(?:some|a|an|the|my|leftover)\s+/, '').replace(/[^a-z' -]/g, '').trim()).filter((w) => w && w.length <= MAX_TAG_LENGTH);
    if (ingredients.length) return { type: 'cookWith', ingredients, ...(meal ? { meal } : {}) };
  }
  if (/\bhow long\b|\bhow much time\b|\btake to (?:make|cook|prepare)\b/.test(text) && (meal || day)) return { type: 'cookTime', day, meal };

  // Swap a meal
  if (/\b(swap|replace|change|switch|substitute|exchange)\b/.test(text)) {
    const forMatch = text.match(/\b(?:for|with|to)\s+(?:something\s+|a\s+|an\s+|some\s+)?(.+?)\s*[?.!]*$/);
    let query: string | undefined;
    if (forMatch) {
      const words = forMatch[1]
        .replace(/\b(something|else|different|another|recipe|meal|dish|one|please|instead|quick|quicker|faster|easy|light|lighter|healthy|healthier|under|less than|in|\d+|minutes?|mins?|cheaper|cheap|less expensive|inexpensive|budget|and|with)\b/g, ' ')
        .replace(/\b(vegan|vegetarian|veggie|plant[- ]based|meat[- ]?free|gluten[- ]?free|dairy[- ]?free|lactose[- ]?free|keto|low[- ]?carb|paleo|no meat|meatless)\b/g, ' ')
        .replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
      if (words && !WEEKDAYS.some((w) => words === w) && !['breakfast', 'lunch', 'dinner'].includes(words)) query = words;
    }
    const quick = /\b(quick|quicker|faster|fast)\b/.test(text) ? 20 : undefined;
    const cheaper = /\b(cheaper|cheap|less expensive|inexpensive|budget)\b/.test(text);
    return { type: 'swap', day, meal, ...(diet ? { diet } : {}), ...(minutes ?? quick ? { maxMinutes: minutes ?? quick } : {}), ...(query ? { query } : {}), ...(cheaper ? { cheaper } : {}) };
  }

  // Calories, protein, fat, carbohydrate
  if (/\b(calories|calorie|kcal|cals)\b/.test(text)) return { type: 'calories', day, week: /\b(week|weekly|this plan|whole plan|total)\b/.test(text) && !day };
  const nutrient = /\bprote?i?e?n\b|\bprotien\b/.test(text) ? 'protein' : /\b(fat|fats)\b/.test(text) ? 'fat' : /\b(carbs?|carbohydrates?)\b/.test(text) ? 'carbs' : undefined;
  if (nutrient && (/\b(how much|how many|grams?|what|whats|what's|get|getting|eat|eating|total|am i)\b/.test(text) || day || /\bweek\b/.test(text)) && !/\b(recipe|recipes|suggest|ideas?|high|low|rich)\b/.test(text)) {
    return { type: 'nutrient', nutrient, day, week: /\b(week|weekly|this plan|whole plan|total)\b/.test(text) && !day };
  }

  // Cost
  if (/\b(most expensive|priciest|costliest)\b/.test(text)) return { type: 'cost', what: 'mostExpensive' };
  if (/\b(cost|costs|spend|spending|price|how much money|budget left)\b/.test(text) || /\bhow much\b.*\b(pay|week|list|groceries)\b/.test(text)) {
    return { type: 'cost', what: /\b(list|groceries|grocery|shopping)\b/.test(text) && !/\bweek\b/.test(text) ? 'list' : 'week' };
  }

  // Quick recipes
  if (minutes !== undefined && /\b(cook|make|recipe|recipes|prepare|ready|eat|quick|meal|meals)\b/.test(text)) return { type: 'quick', maxMinutes: minutes, ...(meal ? { meal } : {}), ...(diet ? { diet } : {}) };
  if (/\b(quick|fast|speedy)\b.*\b(recipes?|meals?|dinners?|lunch(es)?|breakfasts?|ideas?|something)\b|\bin a hurry\b|\bno time\b/.test(text)) return { type: 'quick', maxMinutes: 20, ...(meal ? { meal } : {}), ...(diet ? { diet } : {}) };

  // What's on the plan
  const weekend = /\bweekend\b/.test(text);
  // Only a day and a meal ("sunday lunch?", "friday breakfast please"): what is planned.
  if ((meal || day) && !text.replace(/\b(?:please|pls|on|for|the|at|this|next|coming|what's|whats|and)\b|[?!.,]/g, ' ').replace(new RegExp(`\\b(?:${WEEKDAYS.join('|')}|${Object.keys(WEEKDAY_SHORT).join('|')}|today|tonight|tomorrow|breakfast|lunch|dinner|supper)\\b`, 'g'), ' ').trim()) {
    return { type: 'meal', day, meal };
  }
  if ((meal || day || weekend) && !suggestion) {
    if (/\b(what|whats|what's|which|show|tell|menu|eating|planned|plan|having|for|on)\b/.test(text)) return weekend && !day ? { type: 'meal', meal, weekend: true } : { type: 'meal', day, meal };
  }
  if (/\b(my|the|current|this week'?s?) (meal )?plan\b|\bthis week\b|\bmenu\b/.test(text) && /\b(what|whats|what's|show|tell|see)\b/.test(text)) return { type: 'meal' };

  if (/\b(preferences|my diet|my allergies|allerg(y|ies|ic)|restrictions|calorie goal|budget)\b/.test(text)) return { type: 'preferences' };

  // Recipe ideas
  const find = text.match(/\b(?:find|search(?: for)?|suggest|recommend|show me|give me|any|ideas? for|looking for)\s+(?:me\s+)?(?:some\s+|a\s+|an\s+)?(.*?)\s*(?:recipes?|meals?|dishes|ideas?)\b/);
  if (find || suggestion || /\brecipes?\b|\bwhat (can|should) i (cook|make|eat)\b/.test(text)) {
    const query = find?.[1]
      ?.replace(/\b(vegan|vegetarian|veggie|gluten[- ]?free|dairy[- ]?free|keto|low[- ]?carb|paleo|good|nice|tasty|healthy|easy|breakfast|lunch|dinner|some|with|for)\b/g, ' ')
      .replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
    const rank = /\bhigh[- ]protein\b|\bprotein[- ](?:rich|packed)\b|\blots of protein\b/.test(text) ? 'protein' as const : undefined;
    const words = rank ? query?.replace(/\b(high|protein|rich|packed)\b/g, ' ').replace(/\s+/g, ' ').trim() : query;
    return { type: 'recipes', ...(words ? { query: words } : {}), ...(diet ? { diet } : {}), ...(meal ? { meal } : {}), ...(rank ? { rank } : {}) };
  }
  return { type: 'unknown' };
}
