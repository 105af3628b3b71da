/**
 * How people talk about what is at home and what is ticked on the list, as data: requests/pantry-moves.ts and
 * requests/line-edits.ts read "i've got rice at home", "we ran out of butter", "bin the spinach, it went off",
 * "clear the ticked ones" with these. Lower case; alternatives of a regular expression (no capture groups).
 */

/** Filler before what is said ("ok", "um", "fyi", "just so you know"). */
export const OPENERS = [
  'ok',
  'okay',
  'no',
  'nah',
  'so',
  'also',
  'and',
  'oh',
  'um+',
  'uh+',
  'er+m?',
  'hey',
  'hi',
  'btw',
  'fyi',
  'just so you know',
  'just to let you know',
  'heads up',
  'right',
  'well',
  'actually',
  'ugh',
  'argh',
  'oops',
  'damn',
  'dang',
  'yeah',
  'yep',
  'lol',
  'good news',
  'bad news',
  'i think',
  'i reckon',
  "i'm pretty sure",
  'pretty sure',
  'turns out',
  'apparently',
  'it seems',
  'it looks like',
  'looks like',
];

/** Someone saying they have a food: "i've got", "we already have", "we still have", "i have got". */
export const HAVE = [
  "(?:i|we)(?:'ve| have|ve)?(?: (?:already|still|also))? (?:got|have got|have|hav|hv)",
  "(?:i|we)(?:'ve| have|ve)(?: (?:already|still|also))? got",
  '(?:i|we) (?:already|still|also) (?:have|hav|hv|got)',
  // (no space after: the readers put one between this and the food)
  "(?:there is|there are|theres|there's)(?: still| already)?",
  'got',
  'have',
];

/** Someone else giving the food: "my mum gave us", "the neighbours dropped off", "we were given". */
export const GIVEN = [
  "(?:(?:my|our|the) )?[a-z']+(?: [a-z']+)? (?:gave|brought|dropped off|dropped round|left|sent) (?:us|me)",
  "(?:(?:my|our|the) )?[a-z']+(?: [a-z']+)? (?:dropped off|dropped round|brought round|brought over)",
  '(?:i|we) (?:was|were|got) given',
  '(?:i|we) (?:picked up|bought|grabbed|got) (?:some )?extra',
];

/** Where the food is, or that some is left, which makes "i have X" a word about the pantry. */
export const AT_HOME = [
  'at home',
  'at hom',
  // (slips of the keys beside "home")
  'at hone',
  'at hime',
  'at homw',
  'at homr',
  'at hoem',
  'at ome',
  'in the house',
  'in the kitchen',
  'in (?:the|my|our) (?:spice |kitchen |food |baking )?(?:cupboards?|pantry|larder|fridge|freezer|cabinet|cabinets|rack|drawer|shelf|cellar|garage|tin|jar)',
  // ("we've got a tin of tomatoes in": in the house, as British people say it, at the end only)
  'in',
  'in stock',
  'on hand',
  'left(?: over)?',
  'leftover',
  'spare',
  'going spare',
  'to use up',
  'that needs? using up',
];

/** Words after the food that say nothing more ("already", "now", "too", "so don't buy it"). */
export const AFTER_HAVING = [
  'already',
  'now',
  'too',
  'as well',
  'still',
  'actually',
  'thanks',
  'thx',
  'fyi',
  'lol',
  '(?:plenty|loads|lots|tons|heaps|enough)(?: of (?:it|them))?',
  // ("… so no need": said of the pantry only, nothing about the list)
  'so no need',
  // "… would you note that", "… make a note of it": asked to be kept, which is what the pantry does
  '(?:(?:so |and )?(?:can|could|would|will) (?:you|u) |please |pls |just )?(?:remember|note|keep track of|make a note of|keep a note of|log|record|save) (?:that|it|this|them)(?: for me)?',
];

/** Said after a food at home, that none is to be bought: "so don't buy it", "we do not need to get more" (off the list too). */
export const NOT_BUYING = [
  "(?:so )?(?:no need to|don'?t|dont|do not) (?:buy|get) (?:it|them|any|more)",
  "so (?:we don'?t need|don'?t need) (?:it|them|any|more)",
  "(?:so )?(?:(?:i|we) )?(?:don'?t|dont|do not) need to (?:buy|get) (?:it|them|any|more)",
];

/** "loads of", "plenty of": words of plenty, in both lists below. */
const PLENTY_OF = ['loads of', 'a load of', 'lots of', 'a lot of', 'plenty of', 'tons of', 'a ton of', 'heaps of', 'masses of'];

/** An amount said loosely that says there is plenty: "loads of pasta", "a sack of potatoes". */
export const ABUNDANT = [
  ...PLENTY_OF,
  'a (?:sack|mountain|crate|heap|pile) of',
  "a (?:big|massive|huge|giant|whole|full|family|jumbo) [a-z']+ of",
];

/** An amount said loosely, which stores none: "loads of pasta", "a sack of potatoes", "plenty of rice". */
export const LOOSE_AMOUNTS = [
  ...PLENTY_OF,
  'enough',
  'a (?:sack|bunch|heap|mountain|stack|pile|crate|box|bag|tub|tin|can|jar|bottle|packet|pack|load|bit) of',
  "a (?:big|massive|huge|giant|whole|full|family|jumbo|small|little|tiny|half) [a-z']+ of",
  'some',
  'a few',
  'a little',
  'a bit of',
  'a couple of',
  'a couple',
  'the',
  'our',
  'my',
];

/** Having none left: "we're out of", "ran out of", "used up the last of", "finished the". */
export const USED_UP = [
  "(?:(?:i|we)(?:'m|'re| am| are| r| re|m|re)? )?(?:all |completely |totally |clean |fully )?out of",
  "(?:(?:i|we)(?:'ve| have|ve)? )?(?:just |totally |completely )?(?:ran|run|running) out of",
  '(?:i|we) (?:seem|appear) to (?:have )?(?:just )?(?:run|ran) out of',
  "(?:(?:i|we)(?:'ve| have|ve)? )?(?:just )?(?:used|finished|polished off|ate|drank|had) (?:up )?(?:the |all the |all of the )?last (?:of|bit of|of the|bit of the|one of the|ones of the|of our|of my)",
  "(?:(?:i|we)(?:'ve| have|ve)? )?(?:just )?(?:used up|finished off|finished|polished off|used all)(?: the| all the| all of the| our| my)?",
  "(?:(?:the|my|our) )?(?:kids|children|boys|girls|husband|wife|partner|hubby|flatmates?|roommates?|housemates?|son|daughter|teenagers?|teens|dog|someone|somebody|everyone|the little ones?) (?:(?:have|has|had|'ve) )?(?:just )?(?:finished|ate|drank|used up|polished off|scoffed|demolished|went through)(?: off)?(?: the| all the| all of the| our| my| the last of the| the last of)?",
];

/** What to buy said after none is left, as an amount of it: "add 2 loaves", "get a couple of boxes". */
export const BUY_AMOUNT = ['(?:so |and |pls |please |can you |could you )*(?:add|get|buy|grab|pick up|put)(?: me| us)?'];

/** Having none, said so only with "left" or "at home" after it: "there's no milk left", "we've got no eggs in the house". */
export const NONE_LEFT = [
  "(?:(?:i|we)(?:'ve| have|ve)? )?(?:got|have) no(?: more)?",
  "(?:there's|theres|there is|there are) no(?: more)?",
  'no more',
  'no',
];

/** After a food had none left: "left", "in the house", "again". */
export const AFTER_USED_UP = [
  'left',
  'at home',
  'in the house',
  'again',
  'now',
  'today',
  'this morning',
  'last night',
  'yesterday',
  'last week',
  'the other day',
  'earlier',
  'this week',
  'already',
];

/**
 * Why it was used up, said after it ("… baking bread for the week", "… for the cake", "… cos the kids love it"):
 * the words from one of these on tell why and name nothing. Alternatives that end where the reason starts.
 */
export const USED_FOR = [
  'making',
  'baking',
  'cooking',
  'doing',
  'for',
  'because',
  'cause',
  'cos',
  'coz',
  'cuz',
  'bc',
  'since',
  'when',
  'while',
];

/** A hedge said before what is told, that changes nothing of it ("i reckon", "i guess" we ran out). */
export const HEDGES = ['i think', 'i guess', 'i reckon', 'i believe', "(?:i'm |im |i am )?pretty sure", 'probably', 'maybe', 'perhaps'];
/** Said after a hedged "…used up the vinegar?" that settles it: "yeah it's empty", "definitely". */
export const SETTLED = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'definitely',
  'for sure',
  'def',
  "(?:it'?s|its|they'?re|theyre|it is|they are) (?:all )?(?:gone|finished|done|empty)",
  'all gone',
  'none left',
];

/** A hedged "have" before a verb of using up: "we may have run out of", "i must have used up". */
export const HEDGED_HAVE = "(?:might|may|must|could) (?:have|'ve|of)";

/** A food gone all at once: "the milk's all gone", "eggs are finished". */
export const ALL_GONE = ["(?:'s|s| is| are|'re| has| have)(?: all| now| just)? (?:gone|finished|used up|run out|done)"];

/** Throwing a food away: "binned the spinach", "threw out the milk", "get rid of the bread". */
export const THROWN_OUT = [
  'binned',
  'binning',
  '(?:throw|threw|thrown|throwing) (?:out|away)',
  '(?:chuck|chucked|toss|tossed|dump|dumped) (?:out|away)',
];

/**
 * Throwing away said so only with why ("get rid of the bread, it's gone stale", "bin the spinach, it went off"): alone,
 * asked as these are, they take a line off the list ("bin the crisps").
 */
export const THROWN_IF_SPOILT = [
  '(?:get|got|getting) rid of',
  'bin',
  'ditch',
  'ditched',
  'toss',
  'tossed',
  'chuck',
  'chucked',
  'dump',
  'dumped',
];

/** A food gone bad: "it went off", "the milk's gone sour", "was mouldy". */
export const GONE_BAD = [
  "(?:it|they|that|those|this)?(?:'s|s| is| are|'re| was| were| has| have)? ?(?:gone|went|going|turned) (?:off|bad|sour|mouldy|moldy|rotten|stale|manky|funny|over|slimy|soft|brown|furry|mushy|limp|dodgy|green|black)",
  "(?:it|they|that|those|this)?(?:'s|s| is| are|'re| was| were)? ?(?:mouldy|moldy|rotten|stale|spoiled|spoilt|expired|out of date|past its date|manky|slimy)",
  '(?:it|they|that|those|this)? ?(?:smelt|smelled|smells|smelling|tasted|tastes|looked|looks|looking) (?:funny|off|bad|weird|dodgy|wrong|sour|gross|manky|iffy)',
  'it expired',
  'they expired',
];

/** Throwing it away said after it went bad: ", chuck it out", "so i binned it". */
export const THREW_IT = [
  "(?:so |and )?(?:i |we |i've |we've |ive |weve )?(?:had to )?(?:chuck|chucked|bin|binned|throw|threw|thrown|toss|tossed|dump|dumped|ditch|ditched)(?: it| them| that| those)?(?: out| away)?",
  '(?:so |and )?(?:i |we )?(?:got|get) rid of (?:it|them)',
];

/** A list line ticked: "the ticked ones", "everything i've checked off", "the bought stuff". */
export const TICKED_LINES = [
  '(?:all )?(?:the |my )?(?:ticked|checked|crossed|crossed off|checked off|ticked off|done|bought|got)(?: off)?(?: ones| items| things| stuff| lines| bits)?',
  "(?:everything|anything|all|the stuff|the things|the items|what) (?:that )?(?:i've |ive |i have |we've |weve |we have |i |we |is |are |'s )?(?:already )?(?:ticked|checked|crossed|bought|got)(?: off)?",
];

/** Saying things were bought, before asking them ticked: "got", "picked up", "we just bought". */
export const BOUGHT_THEN = ["(?:(?:i|we)(?:'ve| have|ve)? )?(?:just |finally |already )?(?:got|bought|picked up|grabbed|purchased|found)"];

/** When or where the things were bought, said after them: no part of their name ("the crackers earlier today"). */
export const BOUGHT_WHEN = [
  'earlier',
  'today',
  'this morning',
  'this afternoon',
  'this evening',
  'yesterday',
  'last night',
  'just now',
  'already',
  'on my way',
  'on the way',
  'at the shop',
  'at the store',
  'at the market',
  'after work',
  'at lunch',
  'in town',
  // (a meal's word here is a time of day, never a meal of the plan asked about)
  'at lunchtime',
  'on (?:my|our|the) (?:lunch |coffee |tea |work )?break',
  'on (?:my|our|the) way (?:home|back|in|to work|from work)',
  'after (?:school|the gym|dinner|lunch)',
  'before work',
];

/** Asking the things just named ticked: "cross them off", "check them", "mark it done", "cross those off the list". */
export const TICK_THEM = [
  "(?:so |and |now |pls |please |can you |could you |u can |you can )*(?:tick|check|cross|mark)(?: (?:them|em|'em|it|that|those|these|all|both|all of them|both of them))?(?: (?:all|both))?(?: (?:off|done|as done|as bought|as got|as purchased))?(?: (?:the|my|our) (?:grocery |shopping )?list)?",
];

/** Taking lines off: "clear", "remove", "get rid of", "delete". */
export const CLEAR = [
  'clear(?: out| away| off)?',
  'remove',
  'delete',
  'take off',
  'take away',
  'get rid of',
  'drop',
  'hide',
  'bin',
  'wipe',
];

/** A thing put back on the list after it was taken off: "put the chicken back on". */
export const BACK_ON = [
  '(?:put|add|stick|pop|throw|chuck) (.+?) back (?:on|in|onto)',
  're-?add (.+?)',
  // "put the soda back", the list understood (said after a line went off it)
  '(?:put|add|stick|pop|throw|chuck) (.+?) back',
];

/** One regular expression's alternatives from a list of them. */
export const anyOf = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;
