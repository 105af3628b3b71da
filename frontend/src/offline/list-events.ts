/**
 * Live lists (issue #21 item 4): while a list is on screen, one `EventSource` per list listens to
 * `GET /api/grocery-lists/:mealPlanId/events`; a `list` event (a change made on another device, a REST write, an
 * update from the plan) reads the list again. Events naming only this device's own operations are skipped: the
 * screen already shows them. The browser's EventSource reconnects by itself; when it gives up, this opens a new
 * one after a growing wait, and a reconnect reads the list again (events may have been missed meanwhile).
 */
import { API_KEYS } from '../api/keys';
import { retryDelayMs } from './operation-queue';

/** The `list` event's data (list contract "Live channel"). */
export interface ListEvent {
  mealPlanId: string;
  version: number;
  opIds: string[];
}

export const eventsPath = (mealPlanId: string) => `${API_KEYS.groceryLists}/${encodeURIComponent(mealPlanId)}/events`;

/** Whether a `list` event says something this screen does not already show. */
export function isNewsFor(data: string, isOwn: (opIds: readonly string[]) => boolean): boolean {
  try {
    const event = JSON.parse(data) as Partial<ListEvent>;
    return !(Array.isArray(event.opIds) && isOwn(event.opIds));
  } catch {
    return true; // an event we cannot read still says the list changed
  }
}

interface Watch {
  listeners: Set<() => void>;
  close: () => void;
}

const watches = new Map<string, Watch>();

function connect(mealPlanId: string, changed: () => void, isOwn: (opIds: readonly string[]) => boolean): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let missedSome = false;
  let closed = false;

  const open = () => {
    source = new EventSource(eventsPath(mealPlanId), { withCredentials: true });
    source.addEventListener('ready', () => {
      failures = 0;
      if (missedSome) changed();
      missedSome = false;
    });
    source.addEventListener('list', (event) => {
      if (isNewsFor((event as MessageEvent<string>).data, isOwn)) changed();
    });
    source.onerror = () => {
      missedSome = true;
      if (source?.readyState !== EventSource.CLOSED || closed) return; // the browser is reconnecting by itself
      failures += 1;
      retry = setTimeout(open, retryDelayMs(failures));
    };
  };
  open();
  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}

/**
 * Calls `changed` when a plan's list changes elsewhere, until the returned function is called. Screens showing the
 * same list share one connection.
 */
export function watchList(mealPlanId: string, changed: () => void, isOwn: (opIds: readonly string[]) => boolean): () => void {
  if (typeof EventSource === 'undefined') return () => undefined; // no live channel: SWR's revalidation remains
  let watch = watches.get(mealPlanId);
  if (!watch) {
    const listeners = new Set<() => void>();
    const close = connect(mealPlanId, () => listeners.forEach((listener) => listener()), isOwn);
    watch = { listeners, close };
    watches.set(mealPlanId, watch);
  }
  const current = watch;
  current.listeners.add(changed);
  return () => {
    current.listeners.delete(changed);
    if (current.listeners.size === 0) {
      current.close();
      watches.delete(mealPlanId);
    }
  };
}
