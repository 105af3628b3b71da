import { describe, expect, it } from 'vitest';
import { isNewsFor } from './list-events';

describe('which list events are news', () => {
  const own = new Set(['op-1', 'op-2']);
  const isOwn = (opIds: readonly string[]) => opIds.length > 0 && opIds.every((id) => own.has(id));

  it("skips an event made only of this device's own operations (the screen shows them already)", () => {
    expect(isNewsFor(JSON.stringify({ mealPlanId: 'p', version: 3, opIds: ['op-1', 'op-2'] }), isOwn)).toBe(false);
  });

  it("reads again for another device's operation, a REST write or a rebuild (no opIds), or an unreadable event", () => {
    expect(isNewsFor(JSON.stringify({ mealPlanId: 'p', version: 4, opIds: ['op-1', 'op-9'] }), isOwn)).toBe(true);
    expect(isNewsFor(JSON.stringify({ mealPlanId: 'p', version: 5, opIds: [] }), isOwn)).toBe(true);
    expect(isNewsFor('not json', isOwn)).toBe(true);
  });
});
