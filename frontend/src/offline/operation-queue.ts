/**
 * The device's queue of list operations (issue #21): kept in order, sent in order, one list at a time, and
 * settled by the server's answer. Pure: the state in, the state out; `operation-sync.ts` keeps it on the device
 * and sends it.
 */
import type { Schemas } from '../api/types';
import type { QueuedOperation } from './list-operations';

/** The operations route takes at most this many operations at once. */
export const MAX_BATCH = 200;

export type OperationStatus = Schemas['ListOperationStatus'];

/** What became of one operation (the operations route's answer). */
export type OperationResult = Schemas['ListOperationResult'];

/** An operation the server refused, kept (with its reason) until the person has read it. */
export interface RefusedOperation {
  op: QueuedOperation;
  reason: string;
}

export interface QueueState {
  /** Waiting to be sent (or answered), in the order they were made. */
  pending: QueuedOperation[];
  refused: RefusedOperation[];
}

export const EMPTY_QUEUE: QueueState = { pending: [], refused: [] };

export function enqueue(state: QueueState, ops: readonly QueuedOperation[]): QueueState {
  return { ...state, pending: [...state.pending, ...ops] };
}

/**
 * What to send next: the oldest waiting operation's list, with that list's waiting operations in the order they
 * were made (at most MAX_BATCH). Lists are independent, so a list's operations never wait behind another's answer
 * more than one round.
 */
export function nextBatch(state: QueueState): { mealPlanId: string; ops: QueuedOperation[] } | null {
  const first = state.pending[0];
  if (!first) return null;
  return { mealPlanId: first.mealPlanId, ops: state.pending.filter((op) => op.mealPlanId === first.mealPlanId).slice(0, MAX_BATCH) };
}

export const REFUSED_WITHOUT_REASON = 'The change could not be saved.';

/**
 * The queue after the server's answer: applied, duplicate (applied before) and superseded (a later change won)
 * operations leave it; refused ones move to `refused` with the server's reason; any the answer does not name stay.
 */
export function settle(state: QueueState, results: readonly OperationResult[]): QueueState {
  const byId = new Map(results.map((result) => [result.opId, result]));
  const refused = state.pending
    .filter((op) => byId.get(op.opId)?.status === 'refused')
    .map((op) => ({ op, reason: byId.get(op.opId)?.reason || REFUSED_WITHOUT_REASON }));
  return {
    pending: state.pending.filter((op) => !byId.has(op.opId)),
    refused: [...state.refused, ...refused],
  };
}

/** Every operation of a batch refused at once (the route refused the whole body), with the same reason. */
export function refuseAll(state: QueueState, opIds: readonly string[], reason: string): QueueState {
  return settle(
    state,
    opIds.map((opId) => ({ opId, status: 'refused', reason })),
  );
}

export function dismissRefused(state: QueueState, opId: string): QueueState {
  return { ...state, refused: state.refused.filter((entry) => entry.op.opId !== opId) };
}

/** The operations still waiting for a plan's list, in order. */
export function pendingFor(state: QueueState, mealPlanId: string): QueuedOperation[] {
  return state.pending.filter((op) => op.mealPlanId === mealPlanId);
}

/** How long to wait before sending again after the network failed `failures` times in a row: 1 s, 2 s, 4 s … 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}
