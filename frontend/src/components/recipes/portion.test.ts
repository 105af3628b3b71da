import { describe, expect, it } from 'vitest';
import { portionFigures, portionLine } from './portion';

describe('the portion eaten', () => {
  it('is the per-serving figures times the servings planned', () => {
    expect(portionLine(portionFigures(1.5, { calories: 520, protein: 28 }))).toBe(
      'You eat ×1.5: 780 kcal · 42 g protein · per serving 520 kcal',
    );
    expect(portionLine(portionFigures(0.75, { calories: 411, protein: 13.3 }))).toBe(
      'You eat ×0.75: 308 kcal · 10 g protein · per serving 411 kcal',
    );
    expect(portionLine(portionFigures(1.25, { calories: 256, protein: null }))).toBe('You eat ×1.25: 320 kcal · per serving 256 kcal');
  });
});
