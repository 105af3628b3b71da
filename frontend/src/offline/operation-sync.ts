/**
 * The device's operation queue at work (issue #21 item 3): list changes are stamped, kept in IndexedDB (so they
 * survive a reload), shown at once on the lists on screen, and sent in order to
 * `POST /api/grocery-lists/:mealPlanId/operations` — right away when online, on the browser's `online` event,
 * after a reload, and again with a growing wait while the network fails. The server's answer settles them
 * (`operation-queue.ts`), corrects the clock (`hybrid-clock.ts`) and becomes the list on screen, with the changes
 * still waiting shown over it.
 */
import type { ScopedMutator } from 'swr';
import { ApiError, apiFetch } from '../api/fetcher';
import { API_KEYS } from '../api/keys';
import { refreshReads } from '../api/swr-readers';
import type { Schemas } from '../api/types';
import { keptQueue } from './device-store';
import { isNetworkFailure } from './device-reads';
import { newDeviceId, nextStamp, serverOffset, START_CLOCK, type ClockState } from './hybrid-clock';
import { applyOperations, type OperationChange, type QueuedOperation } from './list-operations';
import {
  dismissRefused,
  EMPTY_QUEUE,
  enqueue,
  nextBatch,
  pendingFor,
  refuseAll,
  retryDelayMs,
  settle,
  type OperationResult,
  type QueueState,
  type RefusedOperation,
} from './operation-queue';

type GroceryList = Schemas['GroceryList'];

/** The operations route's answer (list contract "Operations"). */
export type OperationsAnswer = Schemas['ListOperationsAnswer'];

/** What the device keeps in IndexedDB besides the reads. */
interface KeptSync {
  queue: QueueState;
  deviceId: string;
  clock: ClockState;
  offsetMs: number;
}

/** What the sync status shows. */
export interface SyncSnapshot {
  /** Changes made on this device the server has not answered yet. */
  waiting: number;
  refused: readonly RefusedOperation[];
  /** The last send found no network (or the browser says it is offline). */
  offline: boolean;
  /** When the last waiting change was saved (epoch ms), null before any. */
  savedAt: number | null;
}

const STATE_KEY = 'sync';
const OWN_OPS_KEPT = 2_000;

export const operationsPath = (mealPlanId: string) => `${API_KEYS.groceryLists}/${encodeURIComponent(mealPlanId)}/operations`;
const listPath = (mealPlanId: string) => `${API_KEYS.groceryLists}/${encodeURIComponent(mealPlanId)}`;

/** Whether an SWR key reads a plan's list (with or without its brand table). */
export function isListKeyOf(key: unknown, mealPlanId: string): key is string {
  const path = listPath(mealPlanId);
  return typeof key === 'string' && (key === path || key.startsWith(`${path}?`));
}

/** After a list changes, the other reads that follow it: the lists, the pantry, the plans and the price book. */
const followsLists = (key: string) =>
  key.startsWith(API_KEYS.groceryLists) || key === API_KEYS.pantry || key.startsWith(API_KEYS.mealPlans) || key === API_KEYS.priceBook;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function newOpId(): string {
  return crypto.randomUUID();
}

export class OperationSync {
  private kept: KeptSync = { queue: EMPTY_QUEUE, deviceId: newDeviceId(), clock: START_CLOCK, offsetMs: 0 };
  private snapshot: SyncSnapshot = { waiting: 0, refused: [], offline: browserOffline(), savedAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly results = new Map<string, OperationResult>();
  private readonly answeredLists = new Map<string, GroceryList>();
  private readonly ownOps = new Set<string>();
  private mutate: ScopedMutator | null = null;
  private failures = 0;
  private sending: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private saving: Promise<unknown> = Promise.resolve();
  private networkDown = false;
  readonly ready: Promise<void>;

  constructor() {
    this.ready = keptQueue
      .get<KeptSync>(STATE_KEY)
      .then((kept) => {
        if (kept) this.kept = kept;
        for (const op of this.kept.queue.pending) this.ownOps.add(op.opId);
      })
      .catch(() => undefined)
      .then(() => this.publish());
  }

  /** The SWR cache the answers are shown in (the app's; a test's own). */
  attach(mutate: ScopedMutator): void {
    this.mutate = mutate;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  /** The changes still waiting for a plan's list, to show over what the server answered. */
  pendingFor(mealPlanId: string): QueuedOperation[] {
    return pendingFor(this.kept.queue, mealPlanId);
  }

  /** Whether every one of these operations was made on this device (its screen already shows them). */
  isOwn(opIds: readonly string[]): boolean {
    return opIds.length > 0 && opIds.every((opId) => this.ownOps.has(opId));
  }

  /** Stamps the changes, keeps them, shows them on the lists on screen, and sends them when it can. */
  async submit(mealPlanId: string, changes: readonly OperationChange[], mutate: ScopedMutator): Promise<QueuedOperation[]> {
    await this.ready;
    this.attach(mutate);
    const ops = changes.map((change) => {
      const { stamp, state } = nextStamp(this.kept.clock, Date.now(), this.kept.offsetMs, this.kept.deviceId);
      this.kept.clock = state;
      const op = { ...change, opId: newOpId(), stamp, mealPlanId } as QueuedOperation;
      this.remember(op.opId);
      return op;
    });
    this.kept = { ...this.kept, queue: enqueue(this.kept.queue, ops) };
    await this.save();
    await mutate(
      (key) => isListKeyOf(key, mealPlanId),
      (list: GroceryList | null | undefined) => (list ? applyOperations(list, ops) : list),
      {
        revalidate: false,
      },
    );
    this.publish();
    void this.flush();
    return ops;
  }

  /**
   * How these operations ended: each one's result and the list the server answered, once all are answered; or
   * `waiting` when the network is down (they stay queued) or no answer came within `timeoutMs`.
   */
  outcome(
    mealPlanId: string,
    opIds: readonly string[],
    timeoutMs = 10_000,
  ): Promise<{ status: 'answered'; results: OperationResult[]; list: GroceryList | null } | { status: 'waiting' }> {
    return new Promise((resolve) => {
      let done = false;
      let unsubscribe: () => void = () => undefined;
      const finish = (answer: Parameters<typeof resolve>[0]) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(answer);
      };
      const check = () => {
        const results = opIds.map((opId) => this.results.get(opId));
        if (results.every((result) => result !== undefined)) {
          finish({ status: 'answered', results: results as OperationResult[], list: this.answeredLists.get(mealPlanId) ?? null });
        } else if (this.snapshot.offline) finish({ status: 'waiting' });
      };
      const timer = setTimeout(() => finish({ status: 'waiting' }), timeoutMs);
      unsubscribe = this.subscribe(check);
      check();
    });
  }

  /** Sends what is waiting, one list's batch at a time, until the queue is empty or the network fails. */
  flush(): Promise<void> {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** The browser says the network is back: send at once. */
  wentOnline(): Promise<void> {
    this.failures = 0;
    this.networkDown = false; // a send that fails says so again
    this.publish();
    return this.flush();
  }

  /** The browser says the network is gone: say so (a send would fail anyway). */
  wentOffline(): void {
    this.networkDown = true;
    this.publish();
  }

  /** The person has read a refused change. */
  async dismiss(opId: string): Promise<void> {
    this.kept = { ...this.kept, queue: dismissRefused(this.kept.queue, opId) };
    await this.save();
    this.publish();
  }

  /** A session ended: this person's waiting changes must not be sent under the next one's. */
  async forget(): Promise<void> {
    await this.ready;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.kept = { ...this.kept, queue: EMPTY_QUEUE };
    this.results.clear();
    this.answeredLists.clear();
    this.failures = 0;
    this.networkDown = false;
    this.snapshot = { ...this.snapshot, savedAt: null };
    await this.save();
    this.publish();
  }

  private async sendAll(): Promise<void> {
    await this.ready;
    for (let batch = nextBatch(this.kept.queue); batch; batch = nextBatch(this.kept.queue)) {
      const sent = await this.send(batch.mealPlanId, batch.ops);
      if (!sent) return;
    }
  }

  /** One batch: true when it was answered (settled), false when sending must stop for now. */
  private async send(mealPlanId: string, ops: QueuedOperation[]): Promise<boolean> {
    const operations = ops.map(({ opId, line, field, value, stamp }) => ({ opId, line, field, value, stamp }));
    let answer: OperationsAnswer;
    try {
      answer = await apiFetch<OperationsAnswer>(operationsPath(mealPlanId), { method: 'POST', body: { operations } });
    } catch (error) {
      return this.failed(mealPlanId, ops, error);
    }
    this.failures = 0;
    this.networkDown = false;
    this.kept = {
      ...this.kept,
      queue: settle(this.kept.queue, answer.results),
      offsetMs: serverOffset(answer.serverTime, Date.now()),
    };
    for (const result of answer.results) this.results.set(result.opId, result);
    this.forgetOldResults();
    this.answeredLists.set(mealPlanId, answer.list);
    if (this.kept.queue.pending.length === 0) this.snapshot = { ...this.snapshot, savedAt: Date.now() };
    await this.save();
    await this.show(mealPlanId, answer.list);
    this.publish();
    return true;
  }

  /** A send that got no answer waits and tries again; one the server refused as a whole is refused op by op. */
  private async failed(mealPlanId: string, ops: QueuedOperation[], error: unknown): Promise<boolean> {
    const status = error instanceof ApiError ? error.status : null;
    if (status === 400 || status === 404 || status === 403) {
      const reason = status === 404 ? 'This list is no longer on the server.' : (error as ApiError).serverMessage;
      this.kept = {
        ...this.kept,
        queue: refuseAll(
          this.kept.queue,
          ops.map((op) => op.opId),
          reason,
        ),
      };
      for (const op of ops) this.results.set(op.opId, { opId: op.opId, status: 'refused', reason });
      await this.save();
      await this.show(mealPlanId, null);
      this.publish();
      return true;
    }
    if (status === 401) {
      // signed out: the changes wait until the person signs in again (the reads' 401 takes them to sign in)
      this.publish();
      return false;
    }
    // no answer, or the server could not take it now (5xx, 429): keep them and try again after a wait
    this.failures += 1;
    this.networkDown = isNetworkFailure(error) || this.networkDown;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, retryDelayMs(this.failures));
    this.publish();
    return false;
  }

  /** The answered list on screen, with what is still waiting shown over it; then the reads that follow lists. */
  private async show(mealPlanId: string, list: GroceryList | null): Promise<void> {
    const mutate = this.mutate;
    if (!mutate) return;
    const waiting = this.pendingFor(mealPlanId);
    if (list) await mutate(listPath(mealPlanId), applyOperations(list, waiting), { revalidate: false });
    await refreshReads(mutate, (key) => followsLists(key) && !(list && key === listPath(mealPlanId)));
  }

  /** Results are read by the hooks waiting for them, within seconds: the oldest go past a few thousand. */
  private forgetOldResults(): void {
    for (const opId of this.results.keys()) {
      if (this.results.size <= OWN_OPS_KEPT) return;
      this.results.delete(opId);
    }
  }

  private remember(opId: string): void {
    this.ownOps.add(opId);
    if (this.ownOps.size > OWN_OPS_KEPT) this.ownOps.delete(this.ownOps.values().next().value as string);
  }

  private save(): Promise<unknown> {
    const kept = this.kept;
    this.saving = this.saving.then(() => keptQueue.set(STATE_KEY, kept)).catch(() => undefined);
    return this.saving;
  }

  private publish(): void {
    const { pending, refused } = this.kept.queue;
    this.snapshot = { ...this.snapshot, waiting: pending.length, refused, offline: this.networkDown || browserOffline() };
    for (const listener of this.listeners) listener();
  }
}

/** The one queue of this page. */
export const operationSync = new OperationSync();
