/**
 * The mood of a message as shy people ask (mood.ts): a statement unsure of itself beside a polite request, and an
 * amount asked softly of a line, are requests; a real question beside a request, and a setting's figure asked, stay
 * questions. The padding a closer leaves ("…, could you save that") goes with it (lexicon/padding.ts).
 */
import { withoutPadding } from '../lexicon/padding.js';
import { clausesOf, messageMood } from './mood.js';
import { tokenize } from './tokens.js';

const moodOf = (said: string) => messageMood(clausesOf(tokenize(said)));

describe('the mood of a hedged ask', () => {
  it('an unsure statement beside a polite request is the request', () => {
    for (const said of ['i think we used the last eggs? can you add some', 'we might be out of rice? could you put it on the list'])
      expect([said, moodOf(said)]).toEqual([said, 'request']);
    // a real question beside it is still asked
    for (const said of ['is there milk on my list? could you add it', 'do we have rice? can you check'])
      expect([said, moodOf(said)]).toEqual([said, 'question']);
  });

  it('an amount asked softly of a line is a request; of a setting, a question', () => {
    for (const said of ['could it be 4 instead?', 'can the eggs be 18 please', 'could the bananas be 6 maybe'])
      expect([said, moodOf(said)]).toEqual([said, 'request']);
    for (const said of ['can my budget be 45 a week', 'could my calorie goal be 1900?', 'can it be vegetarian?'])
      expect([said, moodOf(said)]).toEqual([said, 'question']);
  });

  it("a request's frame left behind by its closer goes with it", () => {
    expect(withoutPadding("i've gone off mushrooms, could you save that for me, cheers")).toBe("i've gone off mushrooms");
    expect(withoutPadding('no more peanuts in my plans, can u remember that')).toBe('no more peanuts in my plans');
  });
});
