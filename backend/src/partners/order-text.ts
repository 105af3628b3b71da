/** The printable / shareable list handed out when no delivery partner is configured. Pure. */

export interface PrintableLine {
  name: string;
  brand: string | null;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  category: string;
}

function amount(quantity: number, unit: string): string {
  return unit ? `${quantity} ${unit}` : String(quantity);
}

/**
 * 'Grocery list: {title}', the store and estimate, then the lines grouped by aisle in the order given:
 * '☐ Eggs - Kroger (12 eggs) $2.99'.
 */
export function printableList(title: string, storeName: string | null, lines: readonly PrintableLine[]): string {
  const totalCents = lines.reduce((sum, l) => sum + Math.round(Number(l.estimatedPrice) * 100), 0);
  const out = [`Grocery list: ${title}`];
  out.push(
    `${storeName ? `${storeName} · ` : ''}${lines.length} item${lines.length === 1 ? '' : 's'} · estimated $${(totalCents / 100).toFixed(2)}`,
  );
  let category: string | null = null;
  for (const line of lines) {
    if (line.category !== category) {
      category = line.category;
      out.push('', category);
    }
    out.push(`☐ ${line.name}${line.brand ? ` - ${line.brand}` : ''} (${amount(line.quantity, line.unit)}) $${line.estimatedPrice}`);
  }
  return `${out.join('\n')}\n`;
}

const PARTNER_UNITS = new Set([
  'lb',
  'oz',
  'g',
  'kg',
  'ml',
  'l',
  'cup',
  'cups',
  'tbsp',
  'tsp',
  'gallon',
  'quart',
  'pint',
  'head',
  'bunch',
  'can',
  'package',
  'each',
  'fl oz',
]);

/** Our display amount as a partner line: '2 lb bag' → 2 lb; '12 eggs' → 12 each; '3 × 14.5 oz can' → 3 package. */
export function partnerAmount(quantity: number, unit: string): { quantity: number; unit: string } {
  const trimmed = unit.trim();
  if (trimmed.startsWith('×')) return { quantity, unit: 'package' };
  if (trimmed.includes(' + ')) return { quantity: 1, unit: 'package' };
  if (/^fl\.?\s?oz\b/i.test(trimmed)) return { quantity, unit: 'fl oz' };
  const first = trimmed.toLowerCase().split(/\s+/)[0] ?? '';
  if (PARTNER_UNITS.has(first)) return { quantity, unit: first === 'cups' ? 'cup' : first };
  return { quantity, unit: 'each' };
}
