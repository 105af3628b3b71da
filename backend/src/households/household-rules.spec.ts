import { ageIn, birthYearFor, householdName, inviteState, sortedMealsAway } from './household-rules.js';

describe('household rules', () => {
  it('names a household after its owner unless it has a name of its own', () => {
    expect(householdName(null, 'Alex')).toBe("Alex's household");
    expect(householdName('  The Parks ', 'Alex')).toBe('The Parks');
    expect(householdName('   ', null)).toBe('Your household');
  });

  it('keeps an age as a year, so a child typed as 8 is 9 next year', () => {
    const year = birthYearFor(2026, 8);
    expect(ageIn(2026, year)).toBe(8);
    expect(ageIn(2027, year)).toBe(9);
    expect(ageIn(2026, null)).toBeNull();
  });

  it('tells a used invite from an expired one, and a usable one until its last moment', () => {
    const expires = new Date('2026-12-03T12:00:00Z');
    expect(inviteState(null, expires, new Date('2026-12-03T11:59:59Z'))).toBe('usable');
    expect(inviteState(null, expires, expires)).toBe('expired');
    expect(inviteState(new Date('2026-11-27T00:00:00Z'), expires, new Date('2026-11-28T00:00:00Z'))).toBe('used');
  });

  it('keeps one entry per meal away, in the week’s order', () => {
    expect(
      sortedMealsAway([
        { dayOfWeek: 5, mealType: 'lunch' },
        { dayOfWeek: 1, mealType: 'dinner' },
        { dayOfWeek: 1, mealType: 'breakfast' },
        { dayOfWeek: 5, mealType: 'lunch' },
      ]),
    ).toEqual([
      { dayOfWeek: 1, mealType: 'breakfast' },
      { dayOfWeek: 1, mealType: 'dinner' },
      { dayOfWeek: 5, mealType: 'lunch' },
    ]);
  });
});
