import { describe, expect, it } from 'vitest';
import {
  draftOf,
  formValuesOf,
  imageProblem,
  ingredientsProblem,
  linesOf,
  previewDraftOf,
  RECIPE_MESSAGES,
  stepsProblem,
} from './recipe-draft';

describe('recipe editor values', () => {
  it('reads a text box as its non-blank lines, trimmed', () => {
    expect(linesOf('  2 eggs \n\n\r\n1 cup milk\r\n   ')).toEqual(['2 eggs', '1 cup milk']);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('says what is wrong in the words the server uses', () => {
    expect(ingredientsProblem(' \n ')).toBe(RECIPE_MESSAGES.noIngredients);
    expect(ingredientsProblem(Array.from({ length: 101 }, (_, i) => `${i} eggs`).join('\n'))).toBe(
      'A recipe can have at most 100 ingredient lines',
    );
    expect(ingredientsProblem(`2 eggs ${'x'.repeat(500)}`)).toBe('Each ingredient line can be at most 500 characters');
    expect(ingredientsProblem('2 eggs')).toBeNull();
    expect(stepsProblem('')).toBeNull();
    expect(stepsProblem('x'.repeat(2001))).toBe('Each step can be at most 2000 characters');
    expect(imageProblem('')).toBeNull();
    expect(imageProblem('https://example.com/a.jpg')).toBeNull();
    expect(imageProblem('http://example.com/a.jpg')).toBe('The image must be a web address starting with https://');
    expect(imageProblem('https://x.com/a.jpg") url("y')).toBe(RECIPE_MESSAGES.image);
  });

  it('previews only lines and valid servings', () => {
    expect(previewDraftOf('2 eggs\n\n1 cup milk', 2)).toEqual({ ingredients: ['2 eggs', '1 cup milk'], servings: 2 });
    expect(previewDraftOf('', 2)).toBeNull();
    expect(previewDraftOf('2 eggs', 0)).toBeNull();
    expect(previewDraftOf('2 eggs', 65)).toBeNull();
    expect(previewDraftOf('2 eggs', null)).toBeNull();
  });

  it('turns the form into a draft and a recipe back into the form (summary as text, lines as typed)', () => {
    expect(
      draftOf({
        title: ' Chili ',
        servings: 4,
        readyInMinutes: 45,
        ingredients: '1 lb beef\n\n1 can beans',
        instructions: 'Brown.\nSimmer.',
        summary: ' Hearty. ',
        image: ' ',
        mealTypes: ['dinner'],
      }),
    ).toEqual({
      title: 'Chili',
      servings: 4,
      readyInMinutes: 45,
      ingredients: ['1 lb beef', '1 can beans'],
      instructions: ['Brown.', 'Simmer.'],
      summary: 'Hearty.',
      image: null,
      mealTypes: ['dinner'],
    });
    const values = formValuesOf({
      id: 3,
      title: 'Chili',
      servings: 4,
      readyInMinutes: 45,
      summary: 'Beans &amp; beef &lt;3',
      image: 'https://example.com/c.jpg',
      mealTypes: ['dinner'],
      extendedIngredients: [
        { id: 1, original: '1 lb beef', matched: true },
        { id: 2, original: '1 pinch of magic', matched: false },
      ],
      analyzedInstructions: [
        {
          name: '',
          steps: [
            { number: 1, step: 'Brown.' },
            { number: 2, step: 'Simmer.' },
          ],
        },
      ],
    });
    expect(values).toEqual({
      title: 'Chili',
      servings: 4,
      readyInMinutes: 45,
      ingredients: '1 lb beef\n1 pinch of magic',
      instructions: 'Brown.\nSimmer.',
      summary: 'Beans & beef <3',
      image: 'https://example.com/c.jpg',
      mealTypes: ['dinner'],
    });
  });
});
