import { foodResultState } from './food-state.js';

describe('the state of a food search result, read from its USDA description', () => {
  it.each([
    ['Beans, black, mature seeds, cooked, boiled, without salt', 'cooked'],
    ['Beans, black turtle, mature seeds, canned', 'canned'],
    ['Peas, green, frozen, cooked, boiled, drained, without salt', 'cooked'],
    ['Peas, green, frozen, unprepared', 'frozen'],
    ['Quinoa, uncooked', 'dry'],
    ['Pasta, dry, enriched', 'dry'],
    ['Broccoli, raw', 'raw'],
    ['Milk, whole, 3.25% milkfat, with added vitamin D', null],
    ['Tofu, raw, firm, prepared with calcium sulfate', 'raw'],
    ['Cereals, oats, instant, fortified, plain, prepared with water (boiling water added or microwaved)', 'cooked'],
  ])('%s → %s', (description, state) => expect(foodResultState(description)).toBe(state));
});
