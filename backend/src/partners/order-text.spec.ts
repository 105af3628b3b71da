import { partnerAmount, printableList } from './order-text.js';
import { chainOf, directoryStores } from './store-directory.js';

describe('printable list and partner amounts', () => {
  it('prints the lines grouped by aisle with the estimate', () => {
    const text = printableList('Autumn week', 'Kroger', [
      { name: 'Onion', brand: 'Kroger', quantity: 3, unit: 'onions', estimatedPrice: '0.90', category: 'Produce' },
      { name: 'Garlic', brand: null, quantity: 1, unit: 'head', estimatedPrice: '0.50', category: 'Produce' },
      { name: 'Zzyzx', brand: null, quantity: 2, unit: '', estimatedPrice: '0.00', category: 'Other' },
    ]);
    expect(text).toBe(
      [
        'Grocery list: Autumn week',
        'Kroger · 3 items · estimated $1.40',
        '',
        'Produce',
        '☐ Onion - Kroger (3 onions) $0.90',
        '☐ Garlic (1 head) $0.50',
        '',
        'Other',
        '☐ Zzyzx (2) $0.00',
        '',
      ].join('\n'),
    );
  });

  it('turns our display amounts into partner units', () => {
    expect(partnerAmount(2, 'lb bag')).toEqual({ quantity: 2, unit: 'lb' });
    expect(partnerAmount(12, 'eggs')).toEqual({ quantity: 12, unit: 'each' });
    expect(partnerAmount(3, '× 14.5 oz can')).toEqual({ quantity: 3, unit: 'package' });
    expect(partnerAmount(1.5, 'gallon')).toEqual({ quantity: 1.5, unit: 'gallon' });
    expect(partnerAmount(16.9, 'fl oz bottle')).toEqual({ quantity: 16.9, unit: 'fl oz' });
  });

  it('knows the five chains near the demo ZIP and nowhere else', () => {
    expect(directoryStores('94103').map((s) => s.chain)).toEqual(['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco']);
    expect(directoryStores('94103-1234')).toHaveLength(5);
    expect(directoryStores('10001')).toEqual([]);
    expect(chainOf("Trader Joe's")).toBe('trader-joes');
    expect(chainOf('Sprouts Farmers Market')).toBeNull();
  });
});
