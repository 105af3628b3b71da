import useSWR from 'swr';
import { API_KEYS } from './keys';
import type { SampleDay } from './types';

/** GET /api/sample-day: a day the planner made for a visitor, shown on the landing page. */
export function useSampleDay() {
  return useSWR<SampleDay, Error>(API_KEYS.sampleDay, { revalidateOnFocus: false });
}
