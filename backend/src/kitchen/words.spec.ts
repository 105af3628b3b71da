import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mentions, nameFor, normaliseName, singular } from './words.js';

describe('food words', () => {
  it('one singular for every module: leaves, tomatoes, berries; words that end in s stay', () => {
    expect(['leaves', 'tomatoes', 'potatoes', 'berries', 'peaches', 'anchovies', 'olives', 'cloves', 'loaves', 'eggs'].map(singular))
      .toEqual(['leaf', 'tomato', 'potato', 'berry', 'peach', 'anchovy', 'olive', 'clove', 'loaf', 'egg']);
    expect(['hummus', 'molasses', 'couscous', 'asparagus', 'oats', 'swiss', 'bass', 'pea'].map(singular))
      .toEqual(['hummus', 'molasses', 'couscous', 'asparagus', 'oats', 'swiss', 'bass', 'pea']);
  });

  it('names a count of a food as people write it', () => {
    expect(nameFor('potato', 2)).toBe('potatoes');
    expect(nameFor('sweet potato', 2)).toBe('sweet potatoes');
    expect(nameFor('roma tomatoes', 1)).toBe('roma tomato');
    expect(nameFor('bay leaf', 3)).toBe('bay leaves');
    expect(nameFor('jalapeño pepper', 2)).toBe('jalapeño peppers');
    expect(nameFor('hummus', 2)).toBe('hummus');
  });

  it('compares names in one normal form', () => {
    expect(normaliseName('Eggs, Large')).toBe('egg large');
    expect(normaliseName('Jalapeños & Limes')).toBe('jalapeno and lime');
    expect(mentions('Peanut Butter Cookies', 'peanuts')).toBe(true);
    expect(mentions('Fresh bay leaves', 'bay leaf')).toBe(true);
    expect(mentions('Buttermilk pancakes', 'butter')).toBe(false);
  });
});

describe('the kitchen kernel', () => {
  it('imports nothing of the project: only its own files and libraries', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const outside: string[] = [];
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      for (const [, spec] of readFileSync(join(here, file), 'utf8').matchAll(/from '([^']+)'/g)) {
        if (spec.startsWith('.') && !spec.startsWith('./')) outside.push(`${file}: ${spec}`);
        if (spec.startsWith('@nestjs') || spec.startsWith('@mikro-orm')) outside.push(`${file}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
