import { describe, expect, it } from 'vitest';
import type { QueuedOperation } from './list-operations';
import { dismissRefused, EMPTY_QUEUE, enqueue, MAX_BATCH, nextBatch, pendingFor, refuseAll, retryDelayMs, settle } from './operation-queue';

const tick = (opId: string, mealPlanId = 'plan-a', line = 'eggs'): QueuedOperation => ({
  opId,
  mealPlanId,
  line,
  field: 'isChecked',
  value: true,
  stamp: `0000000001000-000${opId.length}-dev`,
});

describe('the operation queue', () => {
  it("sends the oldest operation's list first, that list's operations in the order they were made", () => {
    const state = enqueue(EMPTY_QUEUE, [tick('1', 'plan-a'), tick('2', 'plan-b'), tick('3', 'plan-a')]);
    expect(nextBatch(state)).toEqual({ mealPlanId: 'plan-a', ops: [tick('1', 'plan-a'), tick('3', 'plan-a')] });
    expect(nextBatch(EMPTY_QUEUE)).toBeNull();
  });

  it('sends at most what the route takes at once', () => {
    const many = Array.from({ length: MAX_BATCH + 5 }, (_, i) => tick(`op${i}`));
    expect(nextBatch(enqueue(EMPTY_QUEUE, many))?.ops).toHaveLength(MAX_BATCH);
  });

  it('applied, duplicate and superseded leave the queue; refused is kept with its reason; unanswered stay', () => {
    const state = enqueue(EMPTY_QUEUE, [tick('a'), tick('b'), tick('c'), tick('d'), tick('e')]);
    const after = settle(state, [
      { opId: 'a', status: 'applied' },
      { opId: 'b', status: 'duplicate' },
      { opId: 'c', status: 'superseded' },
      { opId: 'd', status: 'refused', reason: 'A quantity is at most 1000.' },
    ]);
    expect(after.pending.map((op) => op.opId)).toEqual(['e']);
    expect(after.refused).toEqual([{ op: tick('d'), reason: 'A quantity is at most 1000.' }]);
    expect(dismissRefused(after, 'd').refused).toEqual([]);
  });

  it('a refused body refuses each of its operations with the reason, never drops them', () => {
    const state = enqueue(EMPTY_QUEUE, [tick('a'), tick('b', 'plan-b')]);
    const after = refuseAll(state, ['a'], 'This list is no longer there.');
    expect(after.refused.map((entry) => [entry.op.opId, entry.reason])).toEqual([['a', 'This list is no longer there.']]);
    expect(pendingFor(after, 'plan-b').map((op) => op.opId)).toEqual(['b']);
  });

  it('waits longer after each failure, up to 30 seconds', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 30_000]);
  });
});
