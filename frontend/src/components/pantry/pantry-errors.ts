import { ApiError, errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';

export const PANTRY_WRITE_FAILED = 'Could not change your pantry. Please try again.';

/**
 * What to tell the person when a pantry write failed: the server's reason when it refused what was asked
 * (400 "We cannot weigh "cup" of Eggs…", 409 "… is already in your pantry"), else to try again. A session that
 * ended goes the unauthorised way (spec §8) and answers null: nothing more to say here.
 */
export function pantryProblem(error: unknown): string | null {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return null;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return errorMessage(error, PANTRY_WRITE_FAILED);
  return PANTRY_WRITE_FAILED;
}
