/**
 * What the device keeps in IndexedDB (issue #21): a copy of the reads a person needs in a store with no signal
 * (who they are, their plans, lists and pantry), and the queue of list changes not yet saved. Through idb-keyval;
 * where IndexedDB is missing (a test's jsdom, a browser's private mode refusing it) the device keeps them in
 * memory for the page's life instead, so nothing breaks, only a reload forgets.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

function indexedDbStore(database: string, table: string): KeyValueStore {
  let store: UseStore | null = null;
  const open = () => (store ??= createStore(database, table));
  return {
    get: <T>(key: string) => get<T>(key, open()),
    set: (key, value) => set(key, value, open()),
    del: (key) => del(key, open()),
    clear: () => clear(open()),
  };
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(values.get(key) as T | undefined),
    set: (key, value) => Promise.resolve(void values.set(key, structuredClone(value))),
    del: (key) => Promise.resolve(void values.delete(key)),
    clear: () => Promise.resolve(values.clear()),
  };
}

/** IndexedDB when it works, else memory (a failing IndexedDB falls back for the rest of the page's life). */
function deviceStore(database: string, table: string): KeyValueStore {
  const memory = memoryStore();
  let active: KeyValueStore = typeof indexedDB === 'undefined' ? memory : indexedDbStore(database, table);
  const guarded =
    <A extends unknown[], R>(call: (store: KeyValueStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(active, ...args);
      } catch (error) {
        if (active === memory) throw error;
        console.warn('IndexedDB failed; keeping offline data in memory for this page.', error);
        active = memory;
        return call(active, ...args);
      }
    };
  return {
    get: guarded((store, key: string) => store.get(key)) as KeyValueStore['get'],
    set: guarded((store, key: string, value: unknown) => store.set(key, value)),
    del: guarded((store, key: string) => store.del(key)),
    clear: guarded((store) => store.clear()),
  };
}

/** Copies of API reads, by their SWR key (the API path). */
export const keptReads = deviceStore('forkcast-reads', 'reads');

/** The operation queue, the clock and the device's id. */
export const keptQueue = deviceStore('forkcast-queue', 'queue');
