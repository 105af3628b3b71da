/**
 * The words of a conversation's short turns (conversation-words.json, beside this file): what says yes or no to a
 * question the assistant asked, and what asks its last change undone. Read once; in the tokenizer's normal form.
 */
import { lexiconFile } from './data-file.js';

interface ConversationWords {
  yes: string[];
  firmYes: string[];
  no: string[];
  aroundAnswer: string[];
  yesPhrases: string[];
  noPhrases: string[];
  undoVerbs: string[];
  undoPhrases: string[];
  aroundUndo: string[];
  aroundAnother: string[];
  aroundSaidAgain: string[];
  eitherSaidAgain: { tags: string[]; joins: string[] };
  aroundAmount: string[];
  aroundCorrection: string[];
  aroundFigure: string[];
  ownInstead: string[];
  pressing: string[];
  oneWith: string[];
  correctionSaid: string[];
  correctionNot: string[];
  correctionAfter: string[];
  correctionPointers: string[];
  correctionWith: string[];
  aroundCorrected: string[];
  anotherAnchors: string[];
  aroundWish: string[];
  bareMore: string[];
  havingIt: string[];
  nextDays: Record<string, string[]>;
  restOfOptions: string[];
  aroundRest: string[];
}

function read(): ConversationWords {
  return lexiconFile<ConversationWords>('conversation-words.json');
}

const data = read();
const phrases = (list: readonly string[]) => list.map((p) => p.split(' '));

/** Single words that say yes ("yep", "sure", "👍"). */
export const YES_WORDS: ReadonlySet<string> = new Set(data.yes);
/** Yes words that agree to a change even beside a thanks ("yes please, thanks"); "ok", "great" may only acknowledge. */
export const FIRM_YES_WORDS: ReadonlySet<string> = new Set(data.firmYes);
/** Single words that say no ("nah", "nope", "never"). */
export const NO_WORDS: ReadonlySet<string> = new Set(data.no);
/** Words around a yes or a no that change nothing of it ("yes please do it", "no thanks, leave it as it is"). */
export const AROUND_ANSWER: ReadonlySet<string> = new Set(data.aroundAnswer);
/** Runs of words that say yes as a whole, whatever their words alone would say ("why not", "by all means"). */
export const YES_PHRASES: readonly string[][] = phrases(data.yesPhrases);
/** Runs of words that say no as a whole ("no need", "i'm good", "hold off"). */
export const NO_PHRASES: readonly string[][] = phrases(data.noPhrases);
/** Verbs that ask the last change undone on their own ("undo", "revert"). */
export const UNDO_VERBS: readonly string[] = data.undoVerbs;
/** Runs of words that ask it ("take that back", "change it back", "scrap that", "how it was"). */
export const UNDO_PHRASES: readonly string[][] = phrases(data.undoPhrases);
/** Words of an undo ask that are not what is undone: the rest of the ask must be only these. */
export const AROUND_UNDO: ReadonlySet<string> = new Set(data.aroundUndo);

/** Where a run of words starts in `said`, or -1. */
export function phraseAt(said: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= said.length; i++) if (phrase.every((w, j) => said[i + j] === w)) return i;
  return -1;
}

/** Words around "another", "else", "different" that name nothing ("nah, give me something else pls"). */
export const AROUND_ANOTHER: readonly string[] = data.aroundAnother;
/** Words around a food or a word said again of the message before ("oh and olives too", "the biscuits as well"). */
export const AROUND_SAID_AGAIN: ReadonlySet<string> = new Set(data.aroundSaidAgain);
/**
 * "or goat cheese either", "nor capers neither" after a dislike: the tag (`tags`) says the food is kept out as the one
 * before was, so the "or" before it (`joins`) offers no choice; without the tag "or rice" stays no change said again.
 */
export const EITHER_SAID_AGAIN: { tags: ReadonlySet<string>; joins: ReadonlySet<string> } = {
  tags: new Set(data.eitherSaidAgain.tags),
  joins: new Set(data.eitherSaidAgain.joins),
};
/** Words around an amount said of the thing spoken of ("make it", "change that to", "ok add", "pls buy"). */
export const AROUND_AMOUNT: ReadonlySet<string> = new Set(data.aroundAmount);

/** Words that put right what was just asked without naming anything ("no, the lunch", "i meant tuesday", "sorry, thursday"). */
export const AROUND_CORRECTION: readonly string[] = data.aroundCorrection;
/** Words around a bare figure said of the setting spoken of ("actually 90", "no make it 1800 a day"). */
export const AROUND_FIGURE: ReadonlySet<string> = new Set(data.aroundFigure);

/** Words that ask another person's change of the person's own instead ("then set mine", "do my own then"). */
export const OWN_INSTEAD: readonly string[][] = phrases(data.ownInstead);
/** Runs of words that press an ask just declined ("come on", "just yes or no", "he said it's fine"). */
export const PRESSING: readonly string[][] = phrases(data.pressing);

/** Runs of words that say what was meant instead of what was just added ("i meant", "should have said"). */
export const CORRECTION_SAID: readonly string[][] = phrases(data.correctionSaid);
/** Runs of words before the thing that was not meant ("not peanuts", "instead of milk"). */
export const CORRECTION_NOT: readonly string[][] = phrases(data.correctionNot);
/** Runs of words after the thing meant instead of the one just added ("kale instead"). */
export const CORRECTION_AFTER: readonly string[][] = phrases(data.correctionAfter);
/** What points back at the thing just added, after "not" ("not those, make it courgettes"). */
export const CORRECTION_POINTERS: readonly string[][] = phrases(data.correctionPointers);
/** Runs of words before the thing meant, said after "not" and a pointer ("… make it courgettes", "… get kale"). */
export const CORRECTION_WITH: readonly string[][] = phrases(data.correctionWith);
/** Words beside the thing meant that are no part of it ("sorry, the oat milk instead"). */
export const AROUND_CORRECTED: ReadonlySet<string> = new Set(data.aroundCorrected);

/** Words that ask another meal than the one spoken of, before what it should be ("something else under 20 min"). */
export const ANOTHER_ANCHORS: readonly string[] = data.anotherAnchors;
/** Words of such an ask that are no part of the wish after it ("pls", "instead", "one"). */
export const AROUND_WISH: readonly string[] = data.aroundWish;
/** Words after "one" that make it another meal wished: "one with more protein", "one without dairy". */
export const ONE_WITH: readonly string[] = data.oneWith;
/** A comparison said without its measure ("something with more"): of the measure asked just before. */
export const BARE_MORE: readonly string[] = data.bareMore;

/** "do", "have", "got" after "i"/"we": the thing asked about is at home ("i do actually", "we've got some"). */
export const HAVING_IT: readonly string[] = data.havingIt;
/** Phrases that name a day against the slot just spoken of ("the day after that"), each with how many days it moves it. */
export const NEXT_DAYS: readonly { words: readonly string[]; by: number }[] = Object.entries(data.nextDays)
  .filter(([by]) => /^-?\d+$/.test(by))
  .flatMap(([by, list]) => list.map((p) => ({ words: p.split(' '), by: Number(by) })))
  .sort((a, b) => b.words.length - a.words.length);
/** Words for the options not picked ("the others", "the rest"): a part of a pick saying only to keep them picks nothing. */
export const REST_OF_OPTIONS: ReadonlySet<string> = new Set(data.restOfOptions);
/** Words around them in such a part ("keep the others", "leave the rest alone"). */
export const AROUND_REST: ReadonlySet<string> = new Set(data.aroundRest);
