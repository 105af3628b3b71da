/**
 * What a write tells others once it is saved (devices following a list, the list following its plan) waits,
 * when the write is one step of work done in one transaction (the assistant's undo), until that work is done:
 * told earlier, they would read the old state, or wait on a connection of their own for rows the transaction
 * holds (while it waits for them). Told nothing when the work fails: nothing changed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const held = new AsyncLocalStorage<(() => Promise<void>)[]>();

/** Runs `work` (one transaction, committed when it resolves), then what its steps had to tell, in order. */
export async function afterCommit<T>(work: () => Promise<T>): Promise<T> {
  const told: (() => Promise<void>)[] = [];
  const value = await held.run(told, work);
  for (const tell of told) await tell();
  return value;
}

/** Tells now, or, inside afterCommit's work, once that work is done. */
export function whenCommitted(tell: () => Promise<void>): Promise<void> {
  const waiting = held.getStore();
  if (!waiting) return tell();
  waiting.push(tell);
  return Promise.resolve();
}
