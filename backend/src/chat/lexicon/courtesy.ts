/**
 * The words people wrap a clear request in, and the words they use to lift a rule or say a meal should be
 * different, as data: requests/indirect-asks.ts puts a message said so into the plain form the grammar
 * reads. Lower case; alternatives of a regular expression (no capture groups).
 */

/** A greeting or filler before the request ("hello,", "good morning.", "ok so um"). */
export const GREETINGS = [
  'hello',
  'hi',
  'hey',
  'hi there',
  'hello there',
  'hey there',
  'ok',
  'okay',
  'well',
  'hiya',
  'good morning',
  'good afternoon',
  'good evening',
  'dear assistant',
  'ok so',
  'so',
  'um+',
  'uh+',
];

/** A word of courtesy people say twice or more for warmth ("pls pls", "please please please"): said once. */
export const SAID_TWICE = ['please', 'pls', 'plz', 'plss', 'pleease', 'pretty please', 'thanks', 'thx', 'ty'];

/**
 * A hedge before an ask said among other asks ("take the soda off, and maybe add sparkling water instead?"): the ask
 * is asked as the others are, its question mark a courtesy.
 */
export const HEDGED_ASK = ['maybe', 'perhaps', 'possibly', 'if you can', 'if possible', 'i guess', 'i suppose'];

/** Courtesy before the verb ("would you be so kind as to add…", "if it's no trouble, could you add…"). */
export const COURTESY_OPENERS = [
  'would you be so kind as to',
  'would you be so kind and',
  'be so kind as to',
  'be so kind and',
  "if (?:it's|its|it is) (?:no|not too much|not much) (?:trouble|bother)(?:,)? (?:(?:can|could|would) you )?",
  "if you (?:could|can|would|don't mind)(?:,)? (?:(?:can|could|would) you )?",
  'kindly',
  "i (?:would|'d) like (?:that )?you(?: to)?",
  'i want (?:that )?you(?: to)?',
  'i (?:ask|beg) you to',
  'i need you to',
  'may i ask you to',
  'it would be great if you could',
  'do me a favou?r and',
  '(?:can|could|would) (?:you|u) (?:like|maybe|just) ',
];

/** Thanks and sign-offs after the request ("thank you.", "thanks a lot", "cheers"). */
export const COURTESY_CLOSERS = [
  'thank you(?: (?:very|so) much)?',
  'thanks(?: a lot| so much)?',
  'thx',
  'ty',
  'cheers',
  'ta',
  'much appreciated',
];

/** Words for keeping a food out of the meals ("leave it out of", "keep it off", "cut it from"). */
export const KEEP_OUT_VERBS = ['leave', 'keep', 'cut', 'drop', 'take', 'exclude', 'remove'];
/** What the food is kept out of: the person's meals, never the grocery list. */
export const MEAL_PLACES = ['meals?', 'plans?', 'meal plans?', 'menus?', 'cooking', 'food', 'dinners', 'recipes'];

/** Verbs of a rule being kept ("you don't need to skip dairy any more"): said negated, the rule is lifted. */
export const AVOID_VERBS = ['skip', 'avoid', 'leave out', 'cut out', 'exclude', 'keep out', 'steer clear of', 'stay away from', 'hold'];

/** Words saying a food is allowed again ("eggs are fine for me again"). */
export const FINE_WORDS = ['fine', 'ok', 'okay', 'alright', 'all right', 'good', 'allowed', 'back on'];

/** Verbs that put the person on a diet ("switch me to paleo", "put me on keto", "move me over to vegetarian"). */
export const DIET_MOVE_VERBS = ['switch', 'put', 'move', 'change', 'set', 'turn', 'make'];

/** Wishes for a meal that a swap can meet besides a diet ("wednesday dinner cheaper please"). */
export const MEAL_WISHES = ['cheaper', 'quicker', 'faster', 'lighter', 'healthier', 'simpler', 'easier', 'less expensive'];

/** Verbs of a change that needs an object ("take it off", "swap that", "get rid of it"), by what they ask. */
export const BARE_CHANGE_VERBS: Readonly<Record<string, 'remove' | 'swap' | 'change'>> = {
  take: 'remove',
  remove: 'remove',
  delete: 'remove',
  drop: 'remove',
  get: 'remove',
  ditch: 'remove',
  lose: 'remove',
  swap: 'swap',
  replace: 'swap',
  switch: 'swap',
  change: 'change',
  edit: 'change',
  update: 'change',
  fix: 'change',
  adjust: 'change',
  modify: 'change',
  alter: 'change',
};
/** Words standing for a thing not said ("it", "that"). */
export const STAND_IN_WORDS = ['it', 'that', 'this', 'them', 'those', 'these', 'something', 'stuff'];
/**
 * Words around a bare change that name nothing ("can you please take it off", "swap that out", "get rid of it"), a yes
 * before it among them ("yes swap it then", "sure, change it": what was just offered, asked for).
 */
export const AROUND_BARE_CHANGE = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'alright',
  'fine',
  'on',
  'can',
  'could',
  'would',
  'will',
  'you',
  'u',
  'please',
  'pls',
  'plz',
  'just',
  'ok',
  'okay',
  'so',
  'um',
  'uh',
  'hey',
  'off',
  'out',
  'away',
  'rid',
  'of',
  'for',
  'me',
  'now',
  'quickly',
  'again',
  'then',
  'actually',
  'i',
  'want',
  'to',
  'wanna',
  'need',
  'like',
  "i'd",
  'id',
  'let',
  "let's",
  'lets',
  'go',
  'ahead',
  'and',
  'up',
  'the',
  'thing',
  'one',
  'thanks',
  'thx',
];
/** Words for the person's goals and settings, asked to change with nothing named ("i want to change a goal"). */
export const GOAL_WORDS = ['goal', 'goals', 'target', 'targets'];
export const SETTING_WORDS = ['setting', 'settings', 'preference', 'preferences', 'profile', 'account settings'];
/** Words between the verb and a goal or setting that name none ("a", "one of my", "something in my"). */
export const AROUND_SETTING = ['a', 'an', 'one', 'of', 'my', 'some', 'something', 'in', 'the', 'few', 'couple', 'on', 'about', 'bit'];
