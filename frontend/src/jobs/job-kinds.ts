/**
 * The background jobs the SPA starts (DESIGN: the endpoint answers 202 { jobId }; GET /api/jobs/:id
 * tells how it goes). Each kind says how it is started, what it is about (its scope: one running job
 * per kind and scope, so a second click cannot start a duplicate), how its request is read back after a
 * reload, and what the person is told when it ends — the spec's texts (§8-9), shown once by the tracker
 * wherever the person is by then.
 */
import type { ScopedMutator } from 'swr';
import {
  CALENDAR_FAILURE,
  CALENDAR_READY,
  rememberFeedUrl,
  startCalendarExport,
  type CalendarExportResult,
  type MealTimes,
} from '../api/calendar';
import { errorMessage, isUnauthorizedError } from '../api/fetcher';
import { refreshGrocery, startGroceryListJob } from '../api/grocery';
import { localIsoDate, MEAL_TYPES, refreshMealPlans, startPlanGeneration } from '../api/meal-plans';
import type { Schemas } from '../api/types';
import { handleUnauthorized } from '../auth/unauthorized';
import { toast, type ToastInput } from '../toast/toast-store';

/** The screen that asked for a grocery list: each words its toasts its own way (spec §9). */
export type GroceryScreen = 'dashboard' | 'grocery-lists';

export interface JobKinds {
  /** 'Generate New Plan' (plans.generate). */
  plan: { request: { weekStartDate?: string }; result: Schemas['PlanJobResult'] };
  /** A plan's grocery list (grocery.build). */
  grocery: { request: { mealPlanId: string; from: GroceryScreen }; result: Schemas['GroceryJobResult'] };
  /** 'Export to Calendar' (calendar.export); new meal times when given. */
  calendar: { request: { mealPlanId: string; mealTimes?: MealTimes }; result: CalendarExportResult };
}

export type JobKind = keyof JobKinds;
export type JobRequest<K extends JobKind> = JobKinds[K]['request'];
export type JobResult<K extends JobKind> = JobKinds[K]['result'];

/** What an outcome may touch: the SWR cache to refresh and who is signed in. */
export interface JobContext {
  mutate: ScopedMutator;
  userId: string | null;
}

/** Where a call was refused: starting the job, or reading its status. */
export type RefusedDuring = 'start' | 'status';

export interface JobKindDefinition<K extends JobKind> {
  scope(request: JobRequest<K>): string;
  /** POSTs the job; the server answers 202 { jobId }. */
  start(request: JobRequest<K>): Promise<Schemas['JobStarted']>;
  /** The request as kept in sessionStorage, read back after a reload; null when it is not one. */
  readRequest(saved: unknown): JobRequest<K> | null;
  /** The job completed: refresh what it changed, then say so (a kind with nothing to refresh answers at once). */
  completed(result: JobResult<K> | null, request: JobRequest<K>, context: JobContext): Promise<void> | void;
  /** The job failed; `reason` is the server's message for the person, when there is one. */
  failed(reason: string | null, request: JobRequest<K>, context: JobContext): Promise<void> | void;
  /** The start or a status read was refused (or the network failed). */
  refused(error: unknown, request: JobRequest<K>, during: RefusedDuring): void;
}

export const PLAN_SUCCESS = 'A new meal plan has been generated.';
export const PLAN_FAILURE = 'Failed to regenerate meal plan. Please try again.';

export const GROCERY_TEXTS: Record<GroceryScreen, { success: ToastInput; failure: (serverMessage: string | null) => ToastInput }> = {
  dashboard: {
    success: { title: 'Success!', description: 'Grocery list generated from your meal plan.' },
    failure: () => ({ title: 'Error', description: 'Failed to generate grocery list. Please try again.' }),
  },
  'grocery-lists': {
    success: { title: 'Success!', description: 'Grocery list generated successfully!' },
    failure: (serverMessage) => ({ title: 'Error', description: serverMessage || 'Failed to generate grocery list' }),
  },
};

/** A refused call: the unauthorised flow (spec §8), else the job's failure toast. */
function refusedWith(error: unknown, failure: ToastInput): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast({ ...failure, variant: 'destructive' });
}

/** A plain object read back from JSON. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMealTimes = (value: unknown): value is MealTimes => isRecord(value) && MEAL_TYPES.every((slot) => typeof value[slot] === 'string');

/** A fresh key per click: the server answers a repeat of the same key with the same job. */
const requestKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export const JOB_KINDS: { [K in JobKind]: JobKindDefinition<K> } = {
  plan: {
    // One plan generation at a time per person: every 'Generate' button shows the same run.
    scope: () => '',
    start: (request) => startPlanGeneration(requestKey(), request.weekStartDate ?? localIsoDate()),
    readRequest: (saved) =>
      isRecord(saved) && (saved.weekStartDate === undefined || typeof saved.weekStartDate === 'string')
        ? { weekStartDate: saved.weekStartDate }
        : null,
    completed: async (_result, _request, { mutate }) => {
      await refreshMealPlans(mutate);
      toast({ title: 'Success', description: PLAN_SUCCESS });
    },
    failed: (reason) => {
      toast({ title: PLAN_FAILURE, description: reason ?? undefined, variant: 'destructive', duration: 10000 });
    },
    refused: (error) => refusedWith(error, { title: 'Error', description: PLAN_FAILURE }),
  },
  grocery: {
    scope: (request) => request.mealPlanId,
    start: (request) => startGroceryListJob(request.mealPlanId),
    readRequest: (saved) =>
      isRecord(saved) && typeof saved.mealPlanId === 'string' && (saved.from === 'dashboard' || saved.from === 'grocery-lists')
        ? { mealPlanId: saved.mealPlanId, from: saved.from }
        : null,
    completed: async (_result, request, { mutate }) => {
      await refreshGrocery(mutate);
      toast(GROCERY_TEXTS[request.from].success);
    },
    failed: async (reason, request, { mutate }) => {
      await refreshGrocery(mutate);
      toast({ ...GROCERY_TEXTS[request.from].failure(reason), variant: 'destructive' });
    },
    // A refused start says the server's reason where the screen shows one; a failed status read does not.
    refused: (error, request, during) =>
      refusedWith(error, GROCERY_TEXTS[request.from].failure(during === 'start' ? errorMessage(error, '') || null : null)),
  },
  calendar: {
    scope: (request) => request.mealPlanId,
    start: (request) => startCalendarExport(request.mealPlanId, request.mealTimes),
    readRequest: (saved) =>
      isRecord(saved) && typeof saved.mealPlanId === 'string' && (saved.mealTimes === undefined || isMealTimes(saved.mealTimes))
        ? { mealPlanId: saved.mealPlanId, mealTimes: saved.mealTimes }
        : null,
    completed: (result, _request, { userId }) => {
      if (!result) {
        toast({ title: 'Error', description: CALENDAR_FAILURE, variant: 'destructive' });
        return;
      }
      // The server shows a new feed link once: keep it for its owner even if no screen shows it now.
      if (result.feedUrl) rememberFeedUrl(userId, result.feedUrl);
      // Nothing is in a calendar yet: the success toast waits for the download or the subscription (the dialog's).
      toast({ title: 'Calendar file ready', description: CALENDAR_READY });
    },
    failed: () => {
      toast({ title: 'Error', description: CALENDAR_FAILURE, variant: 'destructive' });
    },
    refused: (error) => refusedWith(error, { title: 'Error', description: CALENDAR_FAILURE }),
  },
};

export function isJobKind(value: unknown): value is JobKind {
  return typeof value === 'string' && Object.hasOwn(JOB_KINDS, value);
}
