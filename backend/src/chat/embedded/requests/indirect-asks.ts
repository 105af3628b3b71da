/**
 * Clear requests said indirectly, put in the plain form the grammar reads (issue #22, "act when it is clear"):
 *   - courtesy around the request ("would you be so kind as to add oat milk to my list", "good morning. kindly
 *     add … thank you.") and the list named first ("to the list please add tomatoes");
 *   - a food kept out of the meals ("leave mushrooms out of the meals", "no more pork for me") is a dislike;
 *     the person moved to a diet ("switch me to paleo", "put me on keto") is that diet;
 *   - a rule lifted as permission ("eggs are fine for me again", "you don't need to skip dairy any more");
 *   - lines already bought ("already have the eggs and the milk") ticked, each;
 *   - "soda x3": the line's count;
 *   - a diet or wish on a named meal ("wednesday dinner vegan please", "something cheaper for thursday dinner");
 *   - a goal field and its figure alone ("calroies 1800", "protien goal 140g").
 * The grammar reads the plain form, so every entity stays within the lexicon's bounds. The words are data
 * (lexicon/courtesy.ts, the diet record, the kitchen's days and meals). Pure.
 */
import {
  AVOID_VERBS,
  COURTESY_CLOSERS,
  COURTESY_OPENERS,
  DIET_MOVE_VERBS,
  FINE_WORDS,
  GREETINGS,
  KEEP_OUT_VERBS,
  MEAL_PLACES,
  MEAL_WISHES,
} from '../../lexicon/courtesy.js';
import { DIET_RECORDS } from '../../../kitchen/diets.js';
import { MEAL_TYPES, WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';

const alt = (xs: readonly string[]) => `(?:${[...xs].sort((a, b) => b.length - a.length).join('|')})`;

/** The diet record's words ("keto", "gluten-free", "plant-based"). */
const DIET = alt(DIET_RECORDS.flatMap((r) => [r.id, r.name.toLowerCase(), ...r.synonyms]).map((w) => w.replace(/-/g, '[- ]?')));
const DAY = alt([...WEEKDAY_NAMES.map((d) => d.toLowerCase()), 'today', 'tomorrow']);
const MEAL = alt(MEAL_TYPES);
const WISH = alt(MEAL_WISHES);
const FINE = alt(FINE_WORDS);
const AVOID = alt(AVOID_VERBS);
const PADDING = '(?: (?:please|pls|plz|thanks|thank you|now|from now on|going forward|too|as well))*';
const NO_LONGER = '(?: (?:any ?more|any longer|now|for me|for us|again|from now on))*';

const OPENING = new RegExp(`^(?:${alt(GREETINGS)}[,.!]*\\s+)+`);
const COURTESY = new RegExp(`^(?:please\\s+)?${alt(COURTESY_OPENERS)}\\s*(?:please\\s+)?`);
const CLOSING = new RegExp(`[,.!?\\s]+${alt(COURTESY_CLOSERS)}[.!\\s]*$`);
/** A request asked politely ("could you please add…?"): a request, its question mark no question. */
const POLITE = /^(?:please )?(?:can|could|would|will) (?:you|u) /;

/** [said, plain form]: the first that matches is read; `$n` are the said parts. */
const PLAIN_FORMS: [RegExp, string][] = [
  // the list named first: "to the list please add tomatoes", "on my shopping list put rice"
  [
    /^(?:to|on|onto|for) (?:the|my|our) (?:shopping |grocery )?list,? (?:please |pls )?(add|put)(?: please| pls)? (.+)$/,
    '$1 $2 to my list',
  ],
  // a food kept out of the meals
  [/^no more (.+?) for (?:me|us)(?: please| pls| thanks| thx)*$/, 'add $1 to my dislikes'],
  [
    new RegExp(
      `^(?:please )?${alt(KEEP_OUT_VERBS)} (?:the |any |all )?([a-z][a-z' -]*?) (?:out of|off|from) (?:all )?(?:my |the |our )?${alt(MEAL_PLACES)}${PADDING}$`,
    ),
    'add $1 to my dislikes',
  ],
  // moved to a diet
  [
    new RegExp(`^(?:please )?${alt(DIET_MOVE_VERBS)} me (?:over )?(?:to|on|onto|into) (?:a |an |the )?(${DIET})(?: diet)?${PADDING}$`),
    'add $1 to my diets',
  ],
  // a rule lifted as permission
  [
    new RegExp(`^(?:the )?([a-z][a-z' -]*?) (?:is|are) ${FINE}(?: (?:for|with|by) (?:me|us))? (?:again|now)(?: (?:for|with) (?:me|us))?$`),
    'i can eat $1 again',
  ],
  [
    new RegExp(
      `^(?:you )?(?:(?:do not|don't|dont|no longer) (?:need|have) to|need not|needn't|no longer|can stop|don't need to keep|dont need to keep) ${AVOID}(?:ing)? (?:the |any )?([a-z][a-z' -]*?)${NO_LONGER}$`,
    ),
    'i can eat $1 again',
  ],
  [
    new RegExp(`^(?:there is |there's |theres )?no (?:need|reason) to (?:keep )?${AVOID} (?:the |any )?([a-z][a-z' -]*?)${NO_LONGER}$`),
    'i can eat $1 again',
  ],
  // lines already bought
  [
    /^(?:(?:i|we) )?(?:already (?:have|got|bought|picked up)|(?:have|'ve|ve) already (?:got|bought|picked up)?) ?(.+?)(?: already)?$/,
    'check off $1',
  ],
  // "soda x3", "3x soda": the line's count
  [/^(?:the )?([a-z][a-z' -]*?) ?[x×] ?(\d{1,3})$/, 'make the $1 $2'],
  [/^(\d{1,3}) ?[x×] (?:the )?([a-z][a-z' -]*)$/, 'make the $2 $1'],
  // a diet or wish on a named meal
  [
    new RegExp(
      `^(?:i want |i'd like |i would like |let's make |lets make |please make |make )?(${DAY})(?:'s)? (${MEAL}) (?:to be |be )?(?:a |an |something )?(${DIET}|${WISH})(?: one| meal| option| instead)?${PADDING}$`,
    ),
    'make $1 $2 $3',
  ],
  [
    new RegExp(`^(?:something|anything|a meal|a recipe|an option) (${DIET}|${WISH}) (?:for|on) (${DAY})(?:'s)? (${MEAL})${PADDING}$`),
    'swap $2 $3 for something $1',
  ],
  // a goal field and its figure alone: "calroies 1800", "protien goal 140g", "budjet 90 a week"
  [
    /^(?:my )?([a-z]{4,10})(?: goal| target)? (\d{2,5}) ?(?:g|grams|kcal|cal|cals|\$)?(?: a day| a week| per day| per week| daily| weekly)?$/,
    'set my $1 goal to $2',
  ],
];

/** The message's request without the courtesy around it; null when there was none. */
export function withoutCourtesy(text: string): string | null {
  const said = text.toLowerCase().trim();
  const plain = said.replace(OPENING, '').replace(COURTESY, '').replace(CLOSING, '').trim();
  return plain && plain !== said ? plain : null;
}

/**
 * Whether a message with a question mark is a request asked politely inside courtesy ("hi there! could you please
 * add greek yogurt to my list? thanks so much"): read as the request, the question mark dropped.
 */
export function politeRequest(text: string): string | null {
  const bare = withoutCourtesy(text);
  // ("could you maybe add oat milk?": the courtesy dropped was itself the polite ask)
  const asked = !!bare && (POLITE.test(bare) || COURTESY.test(text.toLowerCase().trim().replace(OPENING, '')));
  return bare && asked && /^[^?]*\??$/.test(bare) ? bare.replace(/\?$/, '') : null;
}

/**
 * The plain forms the message may be said in (courtesy dropped, then the indirect form put plainly), first
 * the most plain; empty when it is said plainly already.
 */
export function plainAsks(text: string): string[] {
  const bare = withoutCourtesy(text);
  const said = (bare ?? text.toLowerCase().trim()).replace(/[.!]+$/, '');
  const out: string[] = [];
  for (const [form, plain] of PLAIN_FORMS) {
    if (form.test(said)) {
      out.push(said.replace(form, plain));
      break;
    }
  }
  if (bare) out.push(bare);
  return out;
}

const NO_MORE = /^no (more )?(.+?) for (?:me|us)\b/;
/** "no more beetroot, please": "no more" of a food asked with a please is as clear as "for me". */
const NO_MORE_PLEASE = /^(?:(?:please|pls|plz),? )?no (more )(?!of\b)([a-z][a-z' -]*?)(?:,? (?:please|pls|plz))?$/;

/** Foods a diet keeps out ("meat", "animal products"): kept out without "more", the diet they mean is asked first. */
const DIET_FOODS: ReadonlySet<string> = new Set(DIET_RECORDS.flatMap((d) => d.keptOutFoods));

/**
 * Whether the message is a preference said so plainly that the grammar's asked-first reading of it ("no more meat
 * for me" → Vegetarian?, "keep cilantro out of my meals" → a dislike?) is what to do: a food kept out of the
 * person's own meals, or no more of it for them.
 */
export function saysKeepOut(text: string): boolean {
  const bare = withoutCourtesy(text);
  const said = bare ?? text.toLowerCase().trim();
  const noMore = NO_MORE.exec(said) ?? (/\b(?:please|pls|plz)\b/.test(text.toLowerCase()) ? NO_MORE_PLEASE.exec(said) : null);
  // "no more meat for me" ends a habit: the diet, done; "no meat for me please" may be tonight's, so its diet is asked
  // first (a food kept out, "no beets for me please", is kept out at once)
  return (
    (noMore !== null && (noMore[1] !== undefined || !DIET_FOODS.has(noMore[2]))) ||
    (keepsOutOfMeals(said) &&
      !/\b(?:he|she|they|him|her|them|my (?:son|daughter|wife|husband|partner|kids?|mum|mom|dad|sister|brother|friend))\b/.test(said))
  );
}

const KEPT_OUT = new RegExp(
  `\\b${alt(KEEP_OUT_VERBS)} (?:the |any |all )?(?:[a-z' -]+? )?(?:out of|off|from) (?:all )?(?:my |the |our )?${alt(MEAL_PLACES)}\\b`,
);

/** "… so no nuts at all", "… so nothing with sesame please": what follows a reason, kept out. */
const NONE_OF =
  /\b(?:so|and|meaning|which means) (?:no|none|zero|nothing with|nothing containing|avoid|skip) (?:any )?[a-z' -]{2,40}?(?: at all| whatsoever| ever| please| pls| plz| in (?:the |our |my )?(?:meals|food|plan))*[.!]*$/;

/** "… so keep them out", "… leave it out please": what was just named, kept out (of the meals, unsaid). */
const PRONOUN_OUT = new RegExp(
  `\\b${alt(KEEP_OUT_VERBS)} (?:them|it|those|these|that|this|em|'em) out(?: please| pls| plz| thanks)?[.!]*$`,
);

/** Whether the message asks that something be kept out of the meals ("… so leave shellfish out of the meals"). */
export function keepsOutOfMeals(text: string): boolean {
  const said = text.toLowerCase().trim();
  return KEPT_OUT.test(said) || NONE_OF.test(said);
}

/** Whether, after someone's rule is told, the message asks it kept out ("my wife is allergic to nuts so keep them out"). */
export function keepsTheirsOut(text: string): boolean {
  const said = text.toLowerCase().trim();
  return keepsOutOfMeals(said) || PRONOUN_OUT.test(said);
}
