/**
 * How much of a thing a person asks for, in figures or in words: "5 bananas", "half a dozen eggs" (6), "a couple
 * of avocados" (2), "two pounds of chicken" (2 lb), "a loaf of bread" (1 loaf). The kitchen reads the amount
 * (kitchen/ingredient-line.ts, its units from kitchen/units.ts); a food whose name starts like an amount
 * ("half and half", "2% milk") is a name, not an amount. Pure.
 */
import { parseIngredientLine } from '../../kitchen/ingredient-line.js';
import { normalizeUnit, SIZE_UNITS } from '../../kitchen/units.js';
import { foodLexicon } from './foods.js';

export interface Amount {
  quantity?: number;
  /** A unit of the kitchen's (kitchen/units.ts), absent when the amount counts the thing itself. */
  unit?: string;
  /** What the amount is of, as typed (lower case): "eggs", "chicken", "bananas not 3". */
  rest: string;
}

export function readAmount(text: string): Amount {
  const said = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = said.split(' ');
  if (foodLexicon().foodPrefix(words) > 0) return { rest: said };
  // "a loaf of bread", "an onion", "a banana": one of it (the kitchen reads "a cup of" but not every unit)
  const one = /^(?:a|an|one)\s+(\S+)(?:\s+(of)\b)?\s*(.*)$/.exec(said);
  if (one) {
    const unit = normalizeUnit(one[1]);
    if (unit && one[2] && !SIZE_UNITS.includes(unit)) return { quantity: 1, unit: unit === 'dozen' ? undefined : unit, rest: one[3] };
  }
  const line = parseIngredientLine(said);
  if (line.amount === null || !(line.amount > 0)) {
    if (one) return { quantity: 1, rest: said.replace(/^(?:a|an|one)\s+/, '') };
    return { rest: said };
  }
  // parse-ingredient keeps what it did not read as the amount: the rest of the words, from where the name starts
  const first = line.name.split(' ')[0] ?? '';
  const at = first ? said.search(new RegExp(`(?<![a-z])${first.replace(/[^a-z0-9]/g, '\\$&')}(?![a-z])`)) : -1;
  const rest = at >= 0 ? said.slice(at) : line.name;
  const countsItself = line.unit === '' || line.unit === 'piece' || SIZE_UNITS.includes(line.unit);
  return { quantity: line.amount, ...(countsItself ? {} : { unit: line.unit }), rest: rest.replace(/^(?:of|the)\s+/, '') };
}
