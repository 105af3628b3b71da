import { undoneTags, undoneValues } from './preference-undo.js';

describe('undoing one change of preferences', () => {
  it('takes back the tags it added and returns the ones it removed, keeping what the person changed since', () => {
    // the change added Mushrooms; since, the person added Olives and removed Cilantro
    expect(undoneTags(['Mushrooms', 'Olives'], ['Cilantro'], ['Cilantro', 'Mushrooms'])).toEqual(['Olives']);
    // the change removed Peanuts: it comes back in its old place, beside a tag added since
    expect(undoneTags(['Shellfish', 'Sesame'], ['Peanuts', 'Shellfish'], ['Shellfish'])).toEqual(['Peanuts', 'Shellfish', 'Sesame']);
    // spelt otherwise by the person: the same tag
    expect(undoneTags(['mushrooms'], [], ['Mushrooms'])).toEqual([]);
  });

  it('puts a value back only while it is still the one the change set, and writes no field the change left alone', () => {
    const change = { before: { weeklyBudget: 150, preferredStore: null }, after: { weeklyBudget: 120, preferredStore: 'costco' } };
    expect(undoneValues({ weeklyBudget: 120, preferredStore: 'costco', calorieGoal: 2400 }, change)).toEqual({
      weeklyBudget: 150,
      preferredStore: null,
    });
    // the person set the store again since: theirs stays
    expect(undoneValues({ weeklyBudget: 120, preferredStore: 'safeway' }, change)).toEqual({ weeklyBudget: 150 });
  });

  it('puts the old values back when the change kept none of what it set (recorded before this was kept)', () => {
    expect(undoneValues({ allergies: ['Sesame', 'Peanuts'] }, { before: { allergies: ['Sesame'] } })).toEqual({ allergies: ['Sesame'] });
  });
});
