import { describe, expect, it } from 'vitest';
import { activeNavKey } from './nav-items';

describe('activeNavKey', () => {
  it('highlights the link of the current screen', () => {
    expect(activeNavKey('/')).toBe('dashboard');
    expect(activeNavKey('/landing')).toBe('dashboard');
    expect(activeNavKey('/meal-plans')).toBe('meal-plans');
    expect(activeNavKey('/recipes/42')).toBe('recipes');
    expect(activeNavKey('/grocery-lists')).toBe('grocery-lists');
    expect(activeNavKey('/pantry')).toBe('pantry');
    expect(activeNavKey('/preferences')).toBeNull();
    expect(activeNavKey('/recipes-old')).toBeNull();
  });
});
