/**
 * Likes and dislikes said the ways people say them, put in the plain form the grammar reads: padding before
 * what is told ("just so you know", "could you please note that"), the "i" texting leaves out ("dont like
 * cilantro", "allergic to kiwi"), and a dislike said of the food ("eggplant is gross"), or as something not
 * to be given ("please don't give me any more fish", "not a fan of olives"). The plain form is read again by
 * the grammar, so what is stored stays within the lexicon's bounds. Pure.
 */
import { writtenOut } from '../../lexicon/shorthand.js';
import { DIET_RECORDS } from '../../../kitchen/diets.js';
import { distastePatterns } from '../../lexicon/distaste.js';
import { healthKinds } from '../limits/health.js';
import { tokenize } from '../tokens.js';
import { selfToldPatterns } from '../../lexicon/self-told.js';

/** The words of the diet record ("keto", "ketogenic", "gluten-free", "plant-based"), for a diet said without "diet". */
const DIET_WORD = `(?:${DIET_RECORDS.flatMap((r) => [r.id, r.name.toLowerCase(), ...r.synonyms])
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/-/g, '[- ]?'))
  .join('|')})`;
/** Said of oneself: "… here", "… household" (self-told.json); how a diet goes ("and loving it"); how long it was kept ("for a month"). */
const { here: HERE, howItGoes: HOW_IT_GOES, span: SPAN, conditionHad: HAD, conditionNoun: CONDITION } = selfToldPatterns();
/** When a diet is said to start or end ("from monday", "starting next week", "last month", "a while ago"), or how long it was kept. */
const WHEN = `(?: (?:for|since|over) (?:the (?:past |last )?)?${SPAN}| (?:from|starting|as of|beginning|since|this|next|last|on|for)(?: next| this| the| last)? (?:now on|now|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|weekend|a while)| now| today| tomorrow| recently| already| lately| nowadays| these days| (?:a |some )?(?:while|time|few [a-z]+|couple [a-z]+|[a-z]+) ago)*`;
/** What may be said after a diet about the same diet ("so take that off", "please plan around that", "btw"): not a change of its own. */
const TAIL = `(?:[,.;!]? (?:and |so |but )?(?:i |we )?${HOW_IT_GOES}|[,.;!]? (?:so |and |please |pls |plz |can you |could you )*(?:(?:remove|take|drop|delete|update|change) (?:it|that|this)(?: off| out)?(?: (?:of|from) my (?:diets?|preferences|profile))?|plan (?:around|for|with) (?:that|it|this)|plan accordingly|(?:keep|bear) (?:that|it|this) in mind|update my (?:diet|diets|preferences|profile))|[,.;!]? (?:please|pls|plz|thanks|thx|ty|for me|for us|btw|lol))*[.!]*`;

/** Padding before what is told. */
const TOLD =
  /^(?:(?:ok(?:ay)?|so|hey|hi|oh|right|alright|sorry|oops|since|now that|seeing as|because|cause|cuz|coz|bc|also|and|btw|by the way|fyi|for the record|heads up|just so you know|so you know|just fyi|ugh|um+|uh+|well|honestly|tbh|omg|actually|please be advised(?: that)?|be advised(?: that)?|i have decided(?: that)?|i decided(?: that)?|(?:(?:my|the|our) )?(?:doctor|dr|dietitian|dietician|nutritionist|trainer|coach|allergist|gp|specialist|test|tests)(?: has| have)? (?:said|says|say|told me|tell me|thinks|showed|show|shows)(?: that)?|turns out(?: that)?|it turns out(?: that)?)[,:]?\s+)*(?:(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:note|remember|keep in mind|know|be aware|make a note|take note|write down|save)(?: (?:of )?that| this)?[,:]?\s+|(?:i (?:wanted|want|need|meant|forgot) to (?:tell you|let you know|say|mention)|i should (?:tell you|mention|say)|let me tell you|just to let you know)(?: that)?[,:]?\s+)?/;
/** Padding after what is told: where or since when it holds. */
const SINCE =
  /\s+(?:at home|in (?:our|my|the) (?:house|home|household)|for (?:the|our|my) (?:family|household)|from now on|for now|these days|going forward)(?=[.!]*$)/;
/** What a dislike said of a thing may not be about: a meal, the plan, a recipe, "it". */
const NOT_A_FOOD =
  /\b(?:texture|textures|smell|taste|aftertaste|consistency|flavou?r|mouthfeel|look|feel|it|this|that|dinner|lunch|breakfast|meal|meals|plan|recipe|recipes|list|food|app|menu|week|today|tonight|yesterday|everything|all)\b/;

/** A food named at the start of what is told: never a word that points back ("they make me sick" names no food). */
const FOOD_FIRST = String.raw`(?:the )?(?!(?:it|they|them|those|these|that|this|he|she|we|i)\b)([a-z][a-z' -]{1,38}?)`;

let patterns: { gross: RegExp; found: RegExp; upsets: RegExp; disagrees: RegExp } | null = null;
/** The patterns of a food said to be not for one, from the lexicon's words (distaste.json), built once. */
function distasteSaid() {
  if (patterns) return patterns;
  const { distaste, degrees, upsets, disagrees } = distastePatterns();
  patterns = {
    // "eggplant is gross", "the olives taste kinda awful"
    gross: new RegExp(
      String.raw`^(?:i (?:think|find|feel)(?: that)? )?${FOOD_FIRST} (?:is|are|taste|tastes|smell|smells) ${degrees}${distaste}(?![a-z])`,
    ),
    // "i find leeks quite revolting", "we consider okra slimy" (the "is" read above)
    found: new RegExp(
      String.raw`^(?:i|we) (?:find|found|consider|considered|think) ${FOOD_FIRST} (?:to be )?${degrees}${distaste}(?![a-z])`,
    ),
    // "lentils give me awful bloating", "garlic upsets my stomach": what follows is read for a symptom
    upsets: new RegExp(String.raw`^${FOOD_FIRST} (?:always |really |just |kinda |sometimes |usually )?${upsets} ((?:me|my|us|our)\b.*)$`),
    // "onions don't agree with me"
    disagrees: new RegExp(String.raw`^${FOOD_FIRST} (?:really |just |never |always )?${disagrees}(?![a-z])`),
  };
  return patterns;
}

/** Words that are no part of a food's name: a clause before it ("no more mangos for me they give me hives" is no food "…they"). */
const NOT_IN_A_NAME = /\b(?:i|me|my|we|us|our|you|they|them|he|she|for|no|more|not|so|and|but)\b/;

/** A food that makes one unwell, told: kept out as an allergy is (a reaction, not a health question); null when none. */
function upsetBy(text: string): string | null {
  const { upsets, disagrees } = distasteSaid();
  const agree = disagrees.exec(text);
  if (agree && !NOT_A_FOOD.test(agree[1]) && !NOT_IN_A_NAME.test(agree[1])) return agree[1];
  const upset = upsets.exec(text);
  if (!upset || NOT_A_FOOD.test(upset[1]) || NOT_IN_A_NAME.test(upset[1])) return null;
  const kinds = healthKinds(tokenize(upset[0].slice(upset[1].length)));
  return kinds.has('symptom') ? upset[1] : null;
}

/** Said without the "i" texting leaves out. */
const NO_SUBJECT = /^(?:really |also |just )?(?:do not|don't|dont|can't|cant|cannot|hate|dislike|allergic|never eat|not a fan)\b/;

/** A food not to be given, said to the planner. */
const DONT_GIVE =
  /^(?:please |pls |and )?(?:do not|don't|dont|stop|quit) (?:give|giving|put|putting|feed|feeding|serve|serving|include|including|plan|planning|use|using)(?: me| us)? (?:any ?more |any |no more )?(.+)$/;

/** "not a fan of", "not big on", "not into", "isn't my thing": a dislike. */
const NOT_A_FAN = /^(?:i am |i'm |im )?not (?:a (?:big |huge )?fan of|big on|into|keen on|crazy about) (.+)$/;
const NOT_MY_THING = /^(?:the )?([a-z][a-z' -]{1,38}?) (?:is not|isn't|isnt|are not|aren't|arent) (?:really )?(?:my thing|for me)\b/;

/** Words for a preference list said about the things on it ("things i don't like" is the dislikes). */
const LIST_SAID: [RegExp, string][] = [
  [
    /\b(?:the )?(?:things|stuff|foods?|list of (?:things|foods)) (?:that )?(?:i|we) (?:don't|do not|dont|can't|cannot|never) (?:like|eat|stand|want)\b/,
    'my dislikes',
  ],
  [/\b(?:the )?(?:things|stuff|foods?|list of (?:things|foods)) (?:that )?(?:i|we) (?:hate|dislike)\b/, 'my dislikes'],
  [/\b(?:the )?(?:things|stuff|foods?) (?:that )?(?:i am|i'm|we are|we're) allergic to\b/, 'my allergies'],
];
/** Said in other words the grammar reads plainly: a non-native "i no like", "allergic for", "no longer avoiding". */
const SAID_PLAINLY: [RegExp, string][] = [
  // how bad an allergy is, which is not its name ("a severe peanut allergy" is peanuts)
  [/\b(?:severe|serious|bad|mild|slight|deadly|life[- ]threatening|major|minor|strong|small|terrible) (?=[a-z ]*\ballerg)/, ''],
  // how much one is allergic, said softly, is no doubt of it ("i'm kind of allergic to peanuts", "im a bit allergic to kiwi")
  [/\b(?:kind of|kinda|sort of|sorta|a bit|a little|a little bit|mildly|slightly|somewhat) (?=allergic\b)/, ''],
  // an allergy no longer kept: "no more egg allergy at home, delete it" (after why: "… left for college so …")
  [
    new RegExp(
      `^(?:[a-z' ]+? so )?no more ([a-z][a-z -]*?) allerg(?:y|ies)(?: (?:here|at home|(?:in|for|at) (?:this|our|my|the) (?:house|home|household|family)))?(?:[,.;!]? (?:so |and )?(?:you can |you could |feel free to |go ahead and |please |pls )*(?:take|remove|delete|drop|clear) (?:it|that|this|them)(?: off| out)?(?: (?:of|from) my (?:allergies|allergy list|preferences|profile))?)?(?:[,.;!]? (?:please|pls|thanks|thx))*$`,
    ),
    'i am not allergic to $1 anymore',
  ],
  // an allergy or a diet told as a noun phrase, the teller's own: "peanut allergy over here", "vegan household", "celiac here"
  [
    new RegExp(
      `^(?:(?:a|an|my|the|our) )?(?!(?:no|not|never|zero)\b)([a-z][a-z -]*?) (?:allergy|allergies|intolerance) ${HERE}(?:[,.;!]? (?:btw|fyi|lol|thanks|please|pls))*$`,
    ),
    'i am allergic to $1',
  ],
  [new RegExp(`^(?:(?:a|an) )?(${DIET_WORD})(?: diet)? ${HERE}(?:[,.;!]? (?:btw|fyi|lol|thanks|please|pls))*$`), 'i am $1'],
  // a condition told as had, the diet record's word for it ("ive got celiac disease", "diagnosed with celiac last month"):
  // telling it is no question, so the diet it keeps is kept (the doctor is for advice asked)
  [new RegExp(`^${HAD} (?:a |an |the )?(${DIET_WORD})(?:'?s)?(?: ${CONDITION})?${WHEN}${TAIL}$`), 'i am $1'],
  // an intolerance told as had: "i have lactose intolerance", "diagnosed with a gluten intolerance" (kept as the allergy)
  [new RegExp(`^${HAD} (?:a |an )?(?:mild |slight |bad |severe |serious )?([a-z]+) intolerance${WHEN}${TAIL}$`), 'i am allergic to $1'],
  // "i can't eat shellfish; i am allergic": the allergy is to what was named
  [
    /^(?:.*?\b)?(?:cannot|can't|cant|can not|don't|do not|dont) (?:eat|have) (?:any )?([a-z][a-z ]*?)[;,.]? (?:because |as |since |cause |cuz )?(?:i am|i'm|im) (?:very |severely |really )?allergic(?: to (?:it|them|those|that))?$/,
    'i am allergic to $1',
  ],
  [/^(i|we) no (like|eat|want)\b/, "$1 don't $2"],
  // "i no longer eat pork": a food given up is kept out, as "i don't eat it anymore" is
  [/^(i|we) no longer (eat|like|want) (.+?)(?: anymore| any more| now)?$/, "$1 don't $2 $3 anymore"],
  [/\ballergic (?:for|of|with|on|from)\b/, 'allergic to'],
  [/^(?:i am|i'm|im|we are|we're) (?:no longer|not) avoiding (.+?)(?: anymore| any more)?$/, 'i eat $1 again'],
  [/^i (?:stopped|quit) avoiding (.+)$/, 'i eat $1 again'],
  [/^(?:no longer|not) ([a-z -]+?) (anymore|any more|now)$/, 'i am not $1 anymore'],
  [/^no longer ([a-z -]+)$/, 'i am no longer $1'],
  [
    new RegExp(`^(i|we)(?: have|'ve)? (?:become|became|turned|gone|went) (?:a )?([a-z -]+?)(?: (?:family|household|person))*${WHEN}$`),
    'i am $2',
  ],
  // a diet someone who cares for the teller put them on: "my gp put me on keto for my sugars", "the dietitian has me on paleo"
  [
    new RegExp(
      `^(?:(?:my|the|our) )?(?:doctor|doc|dr|gp|dietitian|dietician|nutritionist|specialist|consultant|physician|cardiologist|endocrinologist)(?: has| have|'s)? (?:put|placed|started|switched|moved|has|got|wants) (?:me|us) (?:on|onto|to go|to be|to start|to try) (?:a |an |the )?(${DIET_WORD})(?: diet)?(?: for (?:my|our) [a-z' ]+?)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  // "i can't abide coriander", "we cannot bear okra": said as "can't stand"
  [/^(i|we) (?:really |just |honestly )?(?:can't|cant|cannot|can not) (?:abide|bear|stomach) (.+)$/, "$1 can't stand $2"],
  // a dislike or an allergy ended, said as no longer a problem: "coriander's not a problem anymore", "mushrooms aren't an issue now"
  [
    new RegExp(
      `^(?:the )?([a-z][a-z -]*?)(?:'s| is| are|'re)? (?:(?:not|never|isn't|isnt|aren't|arent) (?:really )?(?:a problem|an issue|a big deal)(?: for (?:me|us))?(?: (?:anymore|any more|now|these days))+|no longer (?:a problem|an issue|a big deal)(?: for (?:me|us))?(?: (?:anymore|any more|now))*)${TAIL}$`,
    ),
    '$1 is fine now',
  ],
  [/^(i am|i'm|we are|we're) (?:a |an )?([a-z -]+?) (?:family|household|person)$/, 'i am $2'],
  // kept out, said as not being able to ("i am unable to eat shellfish", "i must avoid gluten for medical reasons")
  [/^(?:i am|i'm|im|we are|we're) (?:unable|not able) to (eat|have|tolerate|digest) (.+)$/, "i can't $1 $2"],
  [
    /^(?:i|we) (?:must|have to|need to|should|got to|gotta|am supposed to|are supposed to) (?:avoid|stay away from|steer clear of|cut out) (?:all |any )?([a-z][a-z -]*?)(?: for (?:medical|health|religious|personal|allergy) reasons)?$/,
    'i avoid $1',
  ],
  // "onions make me sick", "shrimp makes me break out": a food that makes one ill is kept out as an allergy is
  [
    /^(?:the )?(?!(?:it|they|them|those|these|that|this)\b)([a-z][a-z -]*?) (?:make|makes|made) me (?:sick|ill|unwell|bloated|itchy|break out|throw up|vomit|swell up)\b.*$/,
    'i am allergic to $1',
  ],
  // the order of a non-native speaker: "peanut i am allergy", "vegetarian i am now"
  [/^([a-z][a-z -]*?) (?:i am|i'm|im|we are) (?:allergy|allergic)$/, 'i am allergic to $1'],
  [new RegExp(`^(${DIET_WORD}) (?:i am|i'm|im|we are|we're)(?: now| from now on)?$`), 'i am $1'],
  // an allergy gone: "my allergy to peanuts is gone", "the egg allergy went away"
  [
    /^(?:my |the |our )?(?:allergy (?:to|of|for) ([a-z][a-z -]*?)|([a-z][a-z -]*?) allergy) (?:is|has|'s) (?:gone|over|cleared|cleared up|gone away|no more|a thing of the past)\b.*$/,
    'i am not allergic to $1$2 anymore',
  ],
  [
    /^(?:my |the |our )?(?:allergy (?:to|of|for) ([a-z][a-z -]*?)|([a-z][a-z -]*?) allergy) (?:went away|cleared up|disappeared|ended)\b.*$/,
    'i am not allergic to $1$2 anymore',
  ],
  // an intolerance or allergy that has ended is taken off as the allergy it is kept as
  [
    /^(?:i am |i'm |im |we are |we're )?(?:not|no longer) (?:really |actually )?(?:lactose|dairy|milk) intolerant\b.*$/,
    'i am not allergic to dairy anymore',
  ],
  [
    /^(?:i am |i'm |im |we are |we're )?(?:not|no longer) (?:really |actually )?([a-z]+) intolerant\b.*$/,
    'i am not allergic to $1 anymore',
  ],
  [
    /^(?:(?:i|we)(?: have| 've|'ve)? )?(?:outgrew|outgrown|grew out of|got over|gotten over|beat|beaten) (?:my |our |the |a |an )?([a-z][a-z -]*?) allerg(?:y|ies)\b.*$/,
    'i am not allergic to $1 anymore',
  ],
  [
    /^(?:(?:my )?(?:doctor|dr|allergist|gp|specialist|dietitian|dietician) |they |he |she )?(?:has |have )?(?:cleared|okayed|ok'd|approved) me (?:for|to eat|to have) ([a-z][a-z -]*?)(?: again| now)?$/,
    'i am not allergic to $1 anymore',
  ],
  // a dislike that has ended: "cilantro doesn't bother me anymore", "i don't hate olives anymore" (intents.ts reads the latter)
  [
    /^(?:the )?([a-z][a-z -]*?) (?:does not|doesn't|doesnt|do not|don't|dont|no longer) (?:bother|bothers|bug|bugs|upset|upsets|gross me out|grosses me out)(?: me)? ?(?:anymore|any more|now)\b.*$/,
    "i don't mind $1 anymore",
  ],
  // a food one would rather not be given: "i would prefer not to have lamb", "i'd rather not eat tofu"
  [
    /^(?:i|we) (?:would|'d|d) (?:prefer|rather|like)(?: it)?(?: if you did not| if you didn't| to not| not to| not) (?:have|eat|get|be given|be served|see|use|include|give me|give us|serve) (?:any |much )?([a-z][a-z -]*?)(?: in (?:my|our|the) (?:meals|food|plan|plans|dishes))?(?:[,.;]? ?(?:thank you|thanks|please|pls))*$/,
    "i don't want $1",
  ],
  [/^(?:i|we)d (?:prefer|rather) (?:not to|not|to not) (?:have|eat|get) (?:any )?([a-z][a-z -]*?)$/, "i don't want $1"],
  // an intolerance is kept out as an allergy is: "i'm lactose intolerant" is the dairy allergy
  [
    /^(?:i am |i'm |im |we are |we're )?(?:very |really |quite |a bit |slightly |severely )?(?:lactose|dairy|milk) intolerant\b.*$/,
    'i am allergic to dairy',
  ],
  [
    /^(?:i am |i'm |im |we are |we're )?(?:very |really |quite |a bit |slightly |severely )?([a-z]+) intolerant\b.*$/,
    'i am allergic to $1',
  ],
  [/^(?:i am |i'm |im |we are |we're )?intolerant (?:to|of) ([a-z -]+?)$/, 'i am allergic to $1'],
  // "no more okra please i hate it": a dislike said twice over is clear
  [
    /^(?:please |pls |plz )?no more ([a-z][a-z -]*?)(?:,? (?:please|pls|plz|thanks|thx))?[,.!]? (?:i|we) (?:really )?(?:hate|can't stand|cant stand|dislike|don't like|dont like|do not like) (?:it|them|that|those|the stuff)\b.*$/,
    'i hate $1',
  ],
  // a diet taken up: "going pescatarian from monday", "i do paleo now so plan around that", "started keto"
  [
    new RegExp(
      `^(?:i am |i'm |im |we are |we're |i |we )?(?:going|gone|went|switching|switched|moving|starting|started|trying|doing|do|follow|following|on) (?:to )?(?:be )?(?:full |fully |strict |strictly )?(?:a |an )?(${DIET_WORD}|[a-z-]+)(?: diet)?(?: again)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  // a diet left: "quit keto last month so take that off", "i stopped doing paleo", "gave up vegan"
  [
    new RegExp(
      `^(?:i |we )?(?:(?:have |'ve )?(?:quit|stopped|dropped|ditched)|gave up|given up|am done with|'m done with|im done with|no longer (?:do|follow|doing)) (?:doing |being |following |the )?(?:a |an )?(${DIET_WORD}|[a-z-]+)(?: diet| thing| stuff)?${WHEN}${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  // "from monday i'm vegetarian", "starting next week we're vegan": when it starts is not what is told
  [
    /^(?:from|starting|beginning|as of) (?:now on|today|tomorrow|next week|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)[, ]+(.+)$/,
    '$1',
  ],
  [/^(?:i|we) (?:have |'ve )?decided to (?:become|go|be|start|try) (?:a |an )?(.+)$/, 'i am $1'],
  // a diet wished from now: "i'd love to go paleo from now on", "we want to become vegetarian", "im gonna go vegan from monday"
  [
    new RegExp(
      `^(?:i|we)(?: would|'d|d|'m|m| am|'re|re| are)? (?:like|love|want|wanna|need|going|gonna|will)(?: to)? (?:go|start|become|be|switch to|move to|start eating|eat|follow|do)(?: full| fully| strict| strictly)?(?: a| an)? (${DIET_WORD})(?: diet)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  // "we've been paleo for two years and love it": a diet kept a while is the teller's
  [
    new RegExp(
      `^(?:i|we)(?: have|'ve|ve)? been (?:on |doing |eating |following |going )?(?:a |an |the )?(${DIET_WORD})(?: diet)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  // "im keto now pls plan accordingly"
  [
    new RegExp(
      `^(?:i am|i'm|im|we are|we're) (?:a |an )?(${DIET_WORD})(?: diet)?(?: now| from now on| these days| nowadays)${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  [
    new RegExp(
      `^(?:i |we )?(?:started|start|began|begun) (?:eating |doing |being |following |going )?(?:a |an |the )?(${DIET_WORD})(?: diet)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  // "not doing keto anymore so remove it", "no more keto for me"
  [
    new RegExp(
      `^(?:i am |i'm |im |we are |we're )?(?:no longer|not) (?:doing |following |eating |on )?(?:a |an |the )?(${DIET_WORD})(?: diet)? (?:anymore|any more)${WHEN}${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  [new RegExp(`^no more (${DIET_WORD})(?: diet)?(?: for (?:me|us))?${WHEN}${TAIL}$`), 'i am not $1 anymore'],
  // "I cannot tolerate lactose", "i get sick from lactose": kept out as an allergy is
  [/^(?:i|we) (?:cannot|can't|cant|can not|don't|do not|dont) tolerate ([a-z -]+)$/, 'i am allergic to $1'],
  [/^(?:i|we) (?:get|feel|become) (?:sick|ill|bloated|unwell) (?:from|with|after eating|when i eat) ([a-z -]+)$/, 'i am allergic to $1'],
  // lactose is what a dairy allergy keeps out (the record's Dairy)
  [/^(i am allergic to) lactose$/, '$1 dairy'],
  // a diet ended by name: "drop the vegetarian diet", "forget the keto thing", "take vegetarian off my profile"
  [
    new RegExp(
      `^(?:please |pls |plz |ok |so |and |you can |you could |feel free to |go ahead and )*(?:drop|forget|ditch|scrap|remove|cancel|end|stop|delete|lose|kill|clear) (?:about )?(?:the |my |our |this |that )?(${DIET_WORD})(?: diet| thing| stuff| plan| setting| restriction)?(?: (?:off|from) (?:my|our|the) (?:diets?|profile|settings|account|preferences))?${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  [
    new RegExp(
      `^(?:please |pls |plz |ok |so |and )*(?:take|remove|get) (?:the )?(${DIET_WORD})(?: diet)? (?:off|out of|from) (?:my|our|the) (?:diets?|profile|settings|account|preferences)${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  // "feel free to take paleo off", "take keto off please": a diet of the record taken off, the list unsaid
  [
    new RegExp(
      `^(?:please |pls |plz |ok |so |and |now |you can |you could |feel free to |go ahead and )*(?:take|get) (?:the |my |our )?(${DIET_WORD})(?: diet| thing| stuff| restriction)? (?:off|out)(?: (?:of|from) (?:my|our|the) (?:diets?|profile|settings|account|preferences|restrictions))?${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  // a diet left: "done with paleo", "over keto"
  [
    new RegExp(
      `^(?:i am |i'm |im |we are |we're )?(?:done with|finished with|over|through with) (?:the )?(${DIET_WORD})(?: diet| thing| stuff)?${WHEN}${TAIL}$`,
    ),
    'i am not $1 anymore',
  ],
  // eating a food again said as taking it up again: "i have resumed eating meat", "we went back to eating fish"
  [
    new RegExp(
      `^(?:i|we)(?: have|'ve)? (?:resumed|restarted|returned to|gone back to|went back to|am back to|are back to) (?:a |an |the )?(${DIET_WORD})(?: diet)?${WHEN}${TAIL}$`,
    ),
    'i am $1',
  ],
  [
    /^(?:i|we)(?: have|'ve)? (?:resumed|restarted|returned to|gone back to|went back to) (?:eating|having) ([a-z][a-z -]*?)(?: again| now)?$/,
    'i eat $1 again',
  ],
  [/^([a-z][a-z -]*?) (?:is|are|'s) back on (?:the|my|our) (?:menu|plate|table|meal plan|plan)$/, 'i eat $1 again'],
  // "i began having fish again": a food taken up again
  [/^(?:i |we )?(?:have |'ve )?(?:started|begun|began) (?:eating|having) ([a-z][a-z -]*?) again(?: now)?$/, 'i eat $1 again'],
  // back on a diet is the diet; back on a food is the food eaten again ("im back on meat")
  [new RegExp(`^(?:i am|i'm|im|we are|we're) back (?:on|to) (?:a |an |the )?(${DIET_WORD})(?: diet)?${WHEN}${TAIL}$`), 'i am $1'],
  [/^(?:i am|i'm|im|we are|we're) back (?:on|to eating|to having|eating) ([a-z][a-z -]*?)(?: again| now)?$/, 'i eat $1 again'],
  // "you can use mushrooms again", "feel free to use mushrooms now"
  [
    /^(?:you can|you may|feel free to|go ahead and|it's ok to|its ok to|it is ok to|ok to) (?:use|include|add|put in|give me|cook with|plan) ([a-z -]+?) (?:again|now|from now on|in my meals)\b.*$/,
    'i eat $1 again',
  ],
];

/** The message in the grammar's plain form, or null when it says nothing of this kind. */
export function plainPreference(text: string): string | null {
  const said = writtenOut(text.toLowerCase())
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .trim();
  for (const [pattern, plain] of [...LIST_SAID, ...SAID_PLAINLY]) {
    const put = said.replace(pattern, plain);
    // a plain form is read again, unless it is already as plain as it gets ("i am not keto anymore")
    if (pattern.test(said) && put !== said) return plainPreference(put) ?? put;
  }
  const told = TOLD.exec(said);
  if (told && told[0].length > 0 && told[0].length < said.length)
    return plainPreference(said.slice(told[0].length)) ?? said.slice(told[0].length);
  const since = SINCE.exec(said);
  if (since) return plainPreference(said.slice(0, since.index)) ?? said.slice(0, since.index);
  const { gross: grossSaid, found } = distasteSaid();
  const gross = grossSaid.exec(said) ?? found.exec(said);
  if (gross && !NOT_A_FOOD.test(gross[1])) return `i hate ${gross[1]}`;
  const upset = upsetBy(said);
  if (upset) return `i am allergic to ${upset}`;
  const fan = NOT_A_FAN.exec(said);
  if (fan && !NOT_A_FOOD.test(fan[1])) return `i dislike ${fan[1]}`;
  const thing = NOT_MY_THING.exec(said);
  if (thing && !NOT_A_FOOD.test(thing[1])) return `i dislike ${thing[1]}`;
  const give = DONT_GIVE.exec(said);
  if (give) return `i don't want ${give[1]}`;
  if (NO_SUBJECT.test(said)) return `i ${said.startsWith('allergic') ? 'am ' : ''}${said}`;
  return null;
}

/**
 * A diet taken up that the diet record does not hold ("going pescatarian from monday", "i'm flexitarian now"): told
 * by its form (an "-arian" word), so it is asked about, never stored as a word of no diet. Null when none.
 */
export function dietNotPlanned(plain: string): string | null {
  return new RegExp(`^i am (?:a |an )?([a-z]+arian)(?: diet)?${WHEN}${TAIL}$`).exec(plain)?.[1] ?? null;
}
