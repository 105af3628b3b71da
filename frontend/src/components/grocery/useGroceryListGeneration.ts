import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { refreshGrocery, startGroceryListJob } from '../../api/grocery';
import { isJobFinished, jobKey, useJob } from '../../api/jobs';
import { toast } from '../toast/toast-store';

export interface GenerationMessages {
  success: { title: string; description?: string };
  /** The failure toast; `serverMessage` is the job's or the server's reason when there is one. */
  failure: (serverMessage: string | null) => { title: string; description?: string };
}

/**
 * 'Generate' for a plan's grocery list: starts the grocery.build job, polls it (progress), then
 * refreshes the lists and shows the success or failure toast of the screen.
 */
export function useGroceryListGeneration(messages: GenerationMessages) {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState<{ mealPlanId: string; jobId: string | null } | null>(null);
  const job = useJob(running?.jobId ?? null);
  const handled = useRef<string | null>(null);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => {
    const status = job.data;
    if (!running?.jobId || !status || !isJobFinished(status) || handled.current === running.jobId) return;
    handled.current = running.jobId;
    void (async () => {
      await refreshGrocery(mutate);
      if (status.state === 'completed') toast(messagesRef.current.success);
      else toast({ ...messagesRef.current.failure(status.error), variant: 'destructive' });
      setRunning(null);
    })();
  }, [job.data, running, mutate]);

  useEffect(() => {
    if (!job.error || !running?.jobId) return;
    setRunning(null);
    if (isUnauthorizedError(job.error)) handleUnauthorized();
    else toast({ ...messagesRef.current.failure(null), variant: 'destructive' });
  }, [job.error, running]);

  const generate = useCallback(async (mealPlanId: string) => {
    setRunning({ mealPlanId, jobId: null });
    try {
      const { jobId } = await startGroceryListJob(mealPlanId);
      // The same plan content answers the same job: read its status afresh and report it again.
      handled.current = null;
      setRunning({ mealPlanId, jobId });
      void mutate(jobKey(jobId));
    } catch (error) {
      setRunning(null);
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ ...messagesRef.current.failure(error instanceof Error ? errorMessage(error, '') || null : null), variant: 'destructive' });
    }
  }, [mutate]);

  return {
    generate,
    generatingPlanId: running?.mealPlanId ?? null,
    progress: running?.jobId ? (job.data?.progress ?? 0) : 0,
  };
}
