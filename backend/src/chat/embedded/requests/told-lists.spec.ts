/**
 * Preferences told as a list, and in dictation's spoken punctuation: each food its own change, the punctuation words
 * never foods; one food whose name has "and" in it stays one.
 */
import { parseIntent, type Intent } from '../intents.js';

const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);
const values = (text: string) => partsOf(parseIntent(text)).map((p) => ('value' in p ? p.value : p.type));

describe('several dislikes said in one breath, typed or dictated', () => {
  it.each([
    ['i really hate sprouts, cabbage and kale', ['Sprouts', 'Cabbage', 'Kale']],
    ['i cant stand okra or aubergine', ['Okra', 'Aubergine']],
    ['i hate parsnips comma and turnips full stop', ['Parsnips', 'Turnips']],
    ['i detest leeks comma celery and fennel', ['Leeks', 'Celery', 'Fennel']],
  ])('%s', (text, foods) => {
    expect(values(text)).toEqual(foods);
  });

  it('punctuation spoken by dictation is read as its mark, never as a food', () => {
    expect(values('add oats comma milk and eggs to my list period')).toEqual(['addGrocery']);
    expect(JSON.stringify(parseIntent('i hate celery full stop'))).not.toMatch(/stop/i);
    expect(JSON.stringify(parseIntent('no mushrooms for me exclamation mark'))).not.toMatch(/exclamation/i);
  });

  it('a dislike followed by an ask is still a dislike and the ask', () => {
    expect(values('i hate mushrooms, whats for dinner')).toEqual(['Mushrooms', 'meal']);
  });
});
