/**
 * Reads kept on the device (issue #21 item 3): each answer of the reads a person needs in the store — the
 * config, who is signed in, their plans, lists and pantry — is copied to IndexedDB; when the network fails (not
 * when the server refuses: a 401 still signs out), the copy answers instead, so the app stays signed in and shows
 * the list. Keys answered from the device are remembered, to be read again when the network is back.
 */
import { API_KEYS } from '../api/keys';
import { keptReads } from './device-store';

const KEPT_PREFIXES = [API_KEYS.config, API_KEYS.currentUser, API_KEYS.mealPlans, API_KEYS.groceryLists, API_KEYS.pantry];

/** Whether a read is kept on the device: the screens a person needs offline (not searches or partner stores). */
export function isKeptRead(key: string): boolean {
  return KEPT_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`));
}

/** No answer came (offline, the server unreachable), as opposed to an answer refusing the call. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch rejects with a TypeError when no answer comes
  const status = (error as { status?: unknown } | null)?.status;
  return status === 502 || status === 503 || status === 504; // a proxy in front answering for the server that is not there
}

const answeredFromDevice = new Set<string>();

/** The kept reads shown from the device since the network last answered them. */
export function readsAnsweredFromDevice(): string[] {
  return [...answeredFromDevice];
}

/** Reads `key` from the network, keeping a copy; when no answer comes, answers the copy (or fails as the network did). */
export async function readThroughDevice<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!isKeptRead(key)) return read();
  try {
    const answer = await read();
    answeredFromDevice.delete(key);
    void keptReads.set(key, answer).catch(() => undefined); // a copy that could not be kept costs only the offline view
    return answer;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await keptReads.get<T>(key).catch(() => undefined);
    if (copy === undefined) throw error;
    answeredFromDevice.add(key);
    return copy;
  }
}

/** Forgets every kept read: a session ended, so the next person must never see this one's data. */
export async function forgetKeptReads(): Promise<void> {
  answeredFromDevice.clear();
  await keptReads.clear().catch(() => undefined);
}
