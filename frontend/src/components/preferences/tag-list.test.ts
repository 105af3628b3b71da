import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-list';

describe('tag list rules (spec §5)', () => {
  it('trims a new tag and adds it', () => {
    expect(addTag(['Vegan'], '  Keto ')).toEqual(['Vegan', 'Keto']);
  });
  it('ignores blank input', () => {
    expect(addTag(['Vegan'], '   ')).toEqual(['Vegan']);
  });
  it('ignores a duplicate, whatever its case', () => {
    expect(addTag(['Vegan'], 'vegan')).toEqual(['Vegan']);
  });
  it('removes exactly the tag asked for', () => {
    expect(removeTag(['Nuts', 'Soy'], 'Nuts')).toEqual(['Soy']);
  });
});
