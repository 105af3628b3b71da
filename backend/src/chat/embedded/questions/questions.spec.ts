import type { ItemDetail } from '../../assistant-data.js';
import { parseIntent } from '../intents.js';
import { evidenceOf, sayAbout } from './answers.js';

describe('questions answered as asked', () => {
  it.each([
    [
      'does wednesday lunch have gluten',
      { type: 'mealQuestion', ask: { kind: 'contains', term: 'gluten', allergy: false }, meal: 'lunch' },
    ],
    [
      "can i still eat friday's dinner if im allergic to shellfish",
      { type: 'mealQuestion', ask: { kind: 'contains', term: 'shellfish', allergy: true } },
    ],
    ["what do i need to make monday's lunch", { type: 'mealQuestion', ask: { kind: 'ingredients' }, meal: 'lunch' }],
    ['does it have dairy in it', { type: 'mealQuestion', ask: { kind: 'contains', term: 'dairy' }, ref: { kind: 'pronoun' } }],
    ['which dinner is quickest this week', { type: 'weekPick', measure: 'time', least: true, meal: 'dinner' }],
    ['do i need to buy eggs', { type: 'onList', item: 'eggs' }],
    ['do i have rice at home', { type: 'atHome', item: 'rice' }],
    ['what do i need from produce', { type: 'listAisle', aisle: 'Produce' }],
    ['what is the feta for', { type: 'lineFor', item: 'feta' }],
    ['what costs most on my list', { type: 'cost', what: 'mostExpensive' }],
  ])('%s', (message, expected) => expect(parseIntent(message)).toMatchObject(expected));

  it('leaves the plan-wide check and a wish for ideas to their own intents', () => {
    expect(parseIntent('is my plan safe for a peanut allergy').type).toBe('contains');
    expect(parseIntent('what should i make for dinner with chicken and rice').type).toBe('cookWith');
    expect(parseIntent('swap it for something vegetarian').type).not.toBe('mealQuestion');
  });

  const scampi: ItemDetail = {
    title: 'Shrimp Scampi',
    recipeId: 1,
    servings: 1,
    readyInMinutes: 35,
    calories: 600,
    protein: 30,
    carbs: 60,
    fat: 20,
    cost: 3.5,
    diets: [],
    allergens: ['shellfish', 'milk', 'wheat', 'gluten'],
    ingredients: [
      { name: 'shrimp', amount: '150 g', allergens: ['shellfish'] },
      { name: 'butter', amount: '1 tablespoons', allergens: ['milk'] },
      { name: 'garlic', amount: '1.5 cloves', allergens: [] },
    ],
  };

  it('names the ingredient that holds an allergen', () => {
    expect(evidenceOf(scampi, 'dairy')).toEqual(['butter']);
    expect(evidenceOf(scampi, 'garlic')).toEqual(['garlic']);
    expect(evidenceOf(scampi, 'peanuts')).toEqual([]);
  });

  it('answers yes with the evidence, no plainly, and an allergy only from the plan', () => {
    expect(sayAbout({ kind: 'contains', term: 'dairy', allergy: false }, 'Tuesday dinner', [scampi])).toBe(
      'Yes — Tuesday dinner (Shrimp Scampi) has dairy: Shrimp Scampi: butter.',
    );
    const nuts = sayAbout({ kind: 'contains', term: 'nuts', allergy: true }, 'Tuesday dinner', [scampi]);
    expect(nuts).toMatch(/^No — going by its ingredients, Tuesday dinner \(Shrimp Scampi\) has no nuts\./);
    expect(nuts).toContain('ingredients in your plan');
    expect(sayAbout({ kind: 'time' }, 'Tuesday dinner', [scampi])).toBe('Tuesday dinner (Shrimp Scampi) takes 35 min to make.');
    expect(sayAbout({ kind: 'diet', diet: 'dairy-free' }, 'Tuesday dinner', [scampi])).toBe(
      'No — Tuesday dinner (Shrimp Scampi) is not dairy-free: Shrimp Scampi has butter.',
    );
  });
});
