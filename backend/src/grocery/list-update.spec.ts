import {
  nextUpdate,
  amountText,
  isUpdating,
  listUpdate,
  NAMED_IN_SENTENCE,
  updateSentence,
  UPDATING_AT_MOST_MS,
  type AmountLine,
} from './list-update.js';

const lines = (...rows: AmountLine[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r]));
const AT = new Date('2026-11-26T14:00:00Z');

describe('what an update of a list changed', () => {
  it('names the lines added with their amount, the lines gone, and the amounts changed', () => {
    const before = lines({ name: 'Paneer', quantity: 12, unit: 'oz' }, { name: 'Basmati rice', quantity: 1, unit: '× 2 lb bag' });
    const after = lines({ name: 'Chicken thighs', quantity: 1.5, unit: 'lb' }, { name: 'Basmati rice', quantity: 2, unit: '× 2 lb bag' });
    const update = listUpdate(before, after, 'plan', AT)!;
    expect(update).toEqual({
      at: '2026-11-26T14:00:00.000Z',
      trigger: 'plan',
      added: [{ name: 'Chicken thighs', quantity: 1.5, unit: 'lb' }],
      removed: [{ name: 'Paneer' }],
      changed: [{ name: 'Basmati rice', quantity: 2, unit: '× 2 lb bag', fromQuantity: 1, fromUnit: '× 2 lb bag' }],
    });
    expect(updateSentence(update)).toBe('Updated from your plan: + chicken thighs 1.5 lb, − paneer, basmati rice 1 → 2 × 2 lb bag');
  });

  it('is nothing when no line to buy changed', () => {
    const same = lines({ name: 'Eggs', quantity: 12, unit: 'eggs' });
    expect(listUpdate(same, lines({ name: 'Eggs', quantity: 12, unit: 'eggs' }), 'manual', AT)).toBeNull();
  });

  it('says a change of measure with both amounts', () => {
    const update = listUpdate(
      lines({ name: 'Milk', quantity: 1, unit: 'qt' }),
      lines({ name: 'Milk', quantity: 1, unit: 'gal' }),
      'plan',
      AT,
    )!;
    expect(updateSentence(update)).toBe('Updated from your plan: milk 1 qt → 1 gal');
  });

  it('names a few lines and counts the rest', () => {
    const after = lines(...Array.from({ length: NAMED_IN_SENTENCE + 3 }, (_, i) => ({ name: `Food ${i}`, quantity: 1, unit: 'lb' })));
    const sentence = updateSentence(listUpdate(new Map(), after, 'plan', AT)!);
    expect(sentence.split(', ')).toHaveLength(NAMED_IN_SENTENCE + 1);
    expect(sentence.endsWith(', and 3 more')).toBe(true);
  });

  it('never hides what went behind many additions: each kind takes its turn', () => {
    const before = lines({ name: 'Paneer', quantity: 12, unit: 'oz' }, { name: 'Garam masala', quantity: 1, unit: 'jar' });
    const after = lines(...Array.from({ length: 12 }, (_, i) => ({ name: `Food ${i}`, quantity: 1, unit: 'lb' })));
    const sentence = updateSentence(listUpdate(before, after, 'plan', AT)!);
    expect(sentence).toContain('− paneer');
    expect(sentence).toContain('− garam masala');
    expect(sentence.split(', ')).toHaveLength(NAMED_IN_SENTENCE + 1);
    expect(sentence.endsWith(', and 6 more')).toBe(true);
  });

  it('writes an amount as the list shows it', () => {
    expect(amountText(1.5, 'lb')).toBe('1.5 lb');
    expect(amountText(3, '')).toBe('3');
    expect(amountText(1, '1 × 2 lb bag + 1 × 1 lb bag')).toBe('1 × 2 lb bag + 1 × 1 lb bag');
    expect(amountText(0.3333333, 'cup')).toBe('0.33 cup');
  });
});

describe('a list that is updating', () => {
  it('says so from the change until its update ran, but not for ever', () => {
    expect(isUpdating(null, AT)).toBe(false);
    expect(isUpdating(new Date(AT.getTime() - 2000), AT)).toBe(true);
    expect(isUpdating(new Date(AT.getTime() - UPDATING_AT_MOST_MS), AT)).toBe(false);
  });
});

describe('what the list says after an update', () => {
  const at = new Date('2026-11-27T10:00:00Z');
  const swap = listUpdate(
    new Map([
      ['rice', { name: 'Rice', quantity: 1, unit: 'lb' }],
      ['beans', { name: 'Beans', quantity: 2, unit: 'can' }],
    ]),
    new Map([
      ['rice', { name: 'Rice', quantity: 2, unit: 'lb' }],
      ['tofu', { name: 'Tofu', quantity: 1, unit: 'lb' }],
    ]),
    'plan',
    at,
  )!;
  const back = listUpdate(
    new Map([
      ['rice', { name: 'Rice', quantity: 2, unit: 'lb' }],
      ['tofu', { name: 'Tofu', quantity: 1, unit: 'lb' }],
    ]),
    new Map([
      ['rice', { name: 'Rice', quantity: 1, unit: 'lb' }],
      ['beans', { name: 'Beans', quantity: 2, unit: 'can' }],
    ]),
    'plan',
    at,
  )!;
  it('a change taken back (a plan edit undone) leaves what the list said before it', () => {
    expect(nextUpdate(null, swap)).toEqual(swap);
    expect(nextUpdate(nextUpdate(null, swap), back)).toBeNull();
    const earlier = {
      at: at.toISOString(),
      trigger: 'plan' as const,
      added: [{ name: 'Eggs', quantity: 12, unit: '' }],
      removed: [],
      changed: [],
    };
    expect(nextUpdate(nextUpdate(earlier, swap), back)).toEqual(earlier);
  });
  it('another change replaces the last word; no change leaves it', () => {
    const other = { ...back, added: [{ name: 'Beans', quantity: 3, unit: 'can' }], removed: [{ name: 'Tofu' }, { name: 'Kale' }] };
    expect(nextUpdate(swap, other)).toEqual({ ...other, previous: swap });
    expect(nextUpdate(swap, null)).toBe(swap);
  });
});
