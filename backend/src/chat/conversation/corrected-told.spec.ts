/**
 * A correction of the add just made said with the preference told again ("i meant i can't stand X") or with an undo
 * beside it ("…, undo that"): the add taken off and the thing meant added, as any correction.
 */
import { parseIntent } from '../embedded/intents.js';
import { correctionOfAdd } from './corrected.js';

const after = (said: string) => ({ said, lastAction: { id: 'a1', description: 'added' } });

describe('a correction told again or with an undo beside it', () => {
  it.each([
    ['i hate leeks', 'oops i meant i hate lentils, undo that', 'dislikedIngredients', 'Leeks', 'Lentils'],
    ['i cant stand olives', 'undo that, i meant i cant stand onions', 'dislikedIngredients', 'Olives', 'Onions'],
    ["i'm allergic to peanuts", 'sorry i meant im allergic to tree nuts. undo', 'allergies', 'Peanuts', 'Tree nuts'],
    ['i hate mushrooms', 'no i meant mussels', 'dislikedIngredients', 'Mushrooms', 'Mussels'],
  ])('%s → %s', (first, second, list, was, meant) => {
    expect(correctionOfAdd(second, after(first), parseIntent)).toEqual({
      type: 'several',
      parts: [
        { type: 'removePreference', list, value: was },
        { type: 'addPreference', list, value: meant },
      ],
    });
  });

  it('a grocery line meant instead, with an undo beside it', () => {
    expect(correctionOfAdd('whoops i meant oat milk, undo that', after('add milk to my list'), parseIntent)).toMatchObject({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: 'milk' },
        { type: 'addGrocery', item: 'oat milk' },
      ],
    });
  });
});
