import { useEffect, useRef, useState } from 'react';
import { useJob } from '../../api/jobs';
import { startPlanGeneration, useRefreshMealPlans } from '../../api/meal-plans';
import { toast } from '../toast/toast-store';
import { notifyFailure } from './notify';

/**
 * 'Generate New Plan': starts the plans.generate job, polls it (SWR refreshInterval while it
 * runs), then refreshes the plans and hands the new plan's id to `onGenerated` (spec §8 toasts).
 */
export function useGeneratePlan(onGenerated: (mealPlanId: string) => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJob<{ mealPlanId: string }>(jobId);
  const refresh = useRefreshMealPlans();
  const handled = useRef<string | null>(null);
  const callback = useRef(onGenerated);
  callback.current = onGenerated;

  useEffect(() => {
    const status = job.data;
    if (!jobId || !status || handled.current === jobId) return;
    if (status.state === 'completed') {
      handled.current = jobId;
      void refresh().then(() => {
        setJobId(null);
        if (status.result?.mealPlanId) callback.current(status.result.mealPlanId);
        toast({ title: 'Success', description: 'A new meal plan has been generated.' });
      });
    } else if (status.state === 'failed') {
      handled.current = jobId;
      setJobId(null);
      toast({ title: 'Failed to regenerate meal plan. Please try again.', description: status.error ?? undefined, variant: 'destructive', duration: 10000 });
    }
  }, [job.data, jobId, refresh]);

  useEffect(() => {
    if (job.error && jobId) {
      setJobId(null);
      notifyFailure(job.error, 'Failed to regenerate meal plan. Please try again.');
    }
  }, [job.error, jobId]);

  const start = async () => {
    if (starting || jobId) return;
    setStarting(true);
    try {
      const { jobId: id } = await startPlanGeneration(crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
      setJobId(id);
    } catch (err) {
      notifyFailure(err, 'Failed to regenerate meal plan. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  const running = starting || !!jobId;
  return { start, running, progress: jobId ? (job.data?.progress ?? 0) : 0 };
}
