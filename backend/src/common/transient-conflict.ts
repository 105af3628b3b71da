/**
 * PostgreSQL's answer when two transactions crossed: a deadlock it broke by failing one, or a serialization
 * failure. Neither is bad input nor a defect of ours: the failed work is simply done again (a few times), and
 * when it still crosses another, the person is asked to try again (503), never shown a 500. Pure.
 */

/** SQLSTATE 40P01 deadlock_detected, 40001 serialization_failure (PostgreSQL appendix A). */
const PG_CONFLICT = new Set(['40P01', '40001']);

/** How often crossed work is done again before the request gives up. */
const TRIES = 3;

/** Seconds a person is asked to wait (Retry-After) before trying again. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

export const CONFLICT_MESSAGE = 'Forkcast was saving another change to the same thing just then. Nothing was lost: please try again.';

/** True when the error, or an error it wraps, is PostgreSQL breaking a deadlock or a serialization failure. */
export function isTransientConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && PG_CONFLICT.has(code)) return true;
  return isTransientConflict(cause, depth + 1);
}

/** Runs a transaction's work, again when PostgreSQL failed it for crossing another (up to three tries in all). */
export async function retryingConflicts<T>(work: () => Promise<T>, tries = TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isTransientConflict(error)) throw error;
      // a little apart, so the two crossing do not meet again at once
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
