/** A food not wanted said beside one swap, this once, is the swap's wish; said for good, it is still a dislike. Pure. */
import { parseIntent } from '../intents.js';

describe('a reason said for one swap is no standing dislike', () => {
  it.each([
    ['swap monday dinner, not in the mood for pasta', 'pasta'],
    ['replace thursday lunch, we had beef yesterday, no beef this time', 'beef'],
    ['swap saturday lunch, not in the mood for eggs', 'eggs'],
    ['change wednesday dinner, i do not want salmon again', 'salmon'],
    ['swap friday breakfast pls, no oats for once', 'oats'],
  ])('%s', (said, food) => {
    const read = parseIntent(said);
    expect(read).toMatchObject({ type: 'swap' });
    expect(read.type === 'swap' && read.without).toContain(food);
  });

  it.each(['swap monday dinner, i hate mushrooms', 'swap tuesday dinner, dont want pork anymore'])('%s keeps the dislike', (said) => {
    const read = parseIntent(said);
    expect(read.type === 'several' && read.parts.map((p) => p.type)).toEqual(['swap', 'addPreference']);
  });
});
