import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { refreshReads } from '../api/swr-readers';
import { readsAnsweredFromDevice } from './device-reads';
import { operationSync } from './operation-sync';

/**
 * For the signed-in app: the queue shows its answers in the app's SWR cache, sends what a reload left waiting,
 * and follows the network — back online, the waiting changes go at once and the screens shown from the device's
 * copies are read again.
 */
export function useOfflineSync(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    operationSync.attach(mutate);
    void operationSync.flush();
    const online = () => {
      void operationSync.wentOnline().then(() => {
        const fromDevice = new Set(readsAnsweredFromDevice());
        return refreshReads(mutate, (key) => fromDevice.has(key));
      });
    };
    const offline = () => operationSync.wentOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [mutate]);
}
