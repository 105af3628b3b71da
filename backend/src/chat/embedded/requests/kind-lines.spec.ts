import { holdsName, linesNamed, ofKindNamed } from './grocery-match.js';
import { lineForAmount } from './line-amounts.js';

const names = (lines: { name: string }[]) => lines.map((l) => l.name);
const line = (name: string, quantity = 1, unit = 'piece') => ({ name, quantity, unit });

describe('a word for a kind of food means every line of that kind', () => {
  const cheeses = [line('Cheddar cheese'), line('mozzarella'), line('parmesan'), line('Trash bags'), line('Whole milk', 1, 'gallon')];

  it('"the cheese" is every cheese on the list, named so or not, however it is said', () => {
    for (const said of ['cheese', 'the cheese', 'my cheese', 'Cheese', 'CHEESES', 'the cheeses'])
      expect({ said, lines: names(linesNamed(cheeses, said)) }).toEqual({ said, lines: ['Cheddar cheese', 'mozzarella', 'parmesan'] });
  });

  it('a name that picks one line clearly is that line', () => {
    expect(names(linesNamed(cheeses, 'the cheddar'))).toEqual(['Cheddar cheese']);
    expect(names(linesNamed(cheeses, 'parmesan'))).toEqual(['parmesan']);
    expect(names(linesNamed(cheeses, 'Mozzarella cheese'))).toEqual(['mozzarella']);
    expect(names(linesNamed(cheeses, 'milk'))).toEqual(['Whole milk']);
  });

  it('other kinds: nuts, peppers, bread, lettuce, sausage, pasta, beans, rice', () => {
    const list = [
      line('Walnuts'),
      line('Almonds'),
      line('Peanut butter'),
      line('Red bell pepper'),
      line('Jalapeño pepper'),
      line('Diced green chiles'),
      line('Pita bread'),
      line('Naan'),
      line('Dry breadcrumbs'),
      line('Romaine lettuce'),
      line('Lettuce (leaf)'),
      line('Chorizo'),
      line('Italian sausage'),
      line('Spaghetti'),
      line('Pasta (short shapes)'),
      line('Green beans'),
      line('Black beans (canned)'),
      line('Brown rice'),
      line('Jasmine rice'),
      line('Rice vinegar'),
    ];
    expect(names(linesNamed(list, 'nuts'))).toEqual(['Walnuts', 'Almonds']);
    expect(names(linesNamed(list, 'the peppers'))).toEqual(['Red bell pepper', 'Jalapeño pepper', 'Diced green chiles']);
    expect(names(linesNamed(list, 'bread'))).toEqual(['Pita bread', 'Naan']);
    expect(names(linesNamed(list, 'lettuce'))).toEqual(['Romaine lettuce', 'Lettuce (leaf)']);
    expect(names(linesNamed(list, 'the sausage'))).toEqual(['Chorizo', 'Italian sausage']);
    expect(names(linesNamed(list, 'pasta'))).toEqual(['Spaghetti', 'Pasta (short shapes)']);
    expect(names(linesNamed(list, 'beans'))).toEqual(['Green beans', 'Black beans (canned)']);
    // rice vinegar holds the word but is no rice: still offered by its words, as before
    expect(names(linesNamed(list, 'rice'))).toEqual(['Brown rice', 'Jasmine rice', 'Rice vinegar']);
  });

  it("the person's own lines that name no catalogue food count by their words only", () => {
    const own = [line('cheese sticks'), line('Baby wipes'), line('mozzarella')];
    expect(names(linesNamed(own, 'cheese'))).toEqual(['cheese sticks', 'mozzarella']);
    expect(ofKindNamed(line('cheese sticks'), 'cheese')).toBe(false);
    expect(names(linesNamed(own, 'wipes'))).toEqual(['Baby wipes']);
  });

  it('one line of the kind is that line; its name tells whether the word said is in it', () => {
    const one = [line('mozzarella'), line('Trash bags')];
    expect(names(linesNamed(one, 'the cheese'))).toEqual(['mozzarella']);
    expect(holdsName(one[0], 'the cheese')).toBe(false);
    expect(holdsName(line('Cheddar cheese'), 'the cheese')).toBe(true);
  });

  it('an amount said of a kind does not pick the line whose name holds the word', () => {
    const ofCheese = (l: { name: string }) => ofKindNamed(l, 'cheese');
    const three = [line('Cheddar cheese'), line('mozzarella'), line('parmesan')];
    expect(lineForAmount(three, { item: 'cheese' }, ofCheese)).toBeNull();
    // the rice, not the rice vinegar, as before
    const rice = [line('White rice (long-grain)', 2, 'lb'), line('Rice vinegar', 1, 'bottle')];
    expect(lineForAmount(rice, { item: 'rice', unit: 'lb' }, (l) => ofKindNamed(l, 'rice'))?.name).toBe('White rice (long-grain)');
  });
});
