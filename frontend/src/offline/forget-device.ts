import { forgetKeptReads } from './device-reads';
import { operationSync } from './operation-sync';

/**
 * A session ended or another began: the device forgets the kept reads and the waiting changes, so the next
 * person never sees this one's lists and this one's changes are never sent under the next one's session.
 */
export async function forgetDevice(): Promise<void> {
  await Promise.all([forgetKeptReads(), operationSync.forget()]);
}
