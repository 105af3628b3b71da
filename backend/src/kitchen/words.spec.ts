import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countNoun, mentions, nameFor, normaliseName, singular } from './words.js';

describe('food words', () => {
  it('one singular for every module: leaves, tomatoes, berries; words that end in s stay', () => {
    expect(
      ['leaves', 'tomatoes', 'potatoes', 'berries', 'peaches', 'anchovies', 'olives', 'cloves', 'loaves', 'eggs'].map(singular),
    ).toEqual(['leaf', 'tomato', 'potato', 'berry', 'peach', 'anchovy', 'olive', 'clove', 'loaf', 'egg']);
    expect(['hummus', 'molasses', 'couscous', 'asparagus', 'oats', 'swiss', 'bass', 'pea'].map(singular)).toEqual([
      'hummus',
      'molasses',
      'couscous',
      'asparagus',
      'oats',
      'swiss',
      'bass',
      'pea',
    ]);
  });

  // A food's name as a recipe or a person writes it → its normal form, one of it, and three of it.
  it.each([
    ['potatoes', 'potato', 'potato', 'potatoes'],
    ['Tomatoes', 'tomato', 'tomato', 'tomatoes'],
    ['leaves', 'leaf', 'leaf', 'leaves'],
    ['Bay leaves', 'bay leaf', 'bay leaf', 'bay leaves'],
    ['molasses', 'molasses', 'molasses', 'molasses'],
    ['Hummus', 'hummus', 'hummus', 'hummus'],
    ['asparagus', 'asparagus', 'asparagus', 'asparagus'],
    ['couscous', 'couscous', 'couscous', 'couscous'],
    ['Swiss chard', 'swiss chard', 'swiss chard', 'swiss chard'],
    ['Brussels sprouts', 'brussels sprout', 'brussels sprout', 'brussels sprouts'],
    ['peaches', 'peach', 'peach', 'peaches'],
    ['butternut squash', 'butternut squash', 'butternut squash', 'butternut squashes'],
    ['cherries', 'cherry', 'cherry', 'cherries'],
    ['cookies', 'cookie', 'cookie', 'cookies'],
    ['quiches', 'quiche', 'quiche', 'quiches'],
    ['green chillies', 'green chilli', 'green chilli', 'green chillies'],
    ['loaves', 'loaf', 'loaf', 'loaves'],
  ])('%s: compared as "%s", one %s, three %s', (written, normal, one, three) => {
    expect(normaliseName(written)).toBe(normal);
    expect(countNoun(written, 1)).toBe(one);
    expect(countNoun(written, 3)).toBe(three);
  });

  it('names a count of a food from its catalogue name, without what is in parentheses or after a comma', () => {
    expect(countNoun('Eggs, large', 12)).toBe('eggs');
    expect(countNoun('Onion (yellow)', 1)).toBe('onion');
    expect(countNoun('Red potato', 2)).toBe('red potatoes');
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
