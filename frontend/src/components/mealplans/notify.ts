import { isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';

/** A failed write: the unauthorised flow (spec §8), else a destructive toast with the spec's text. */
export function notifyFailure(error: unknown, description: string, title = 'Error'): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title, description, variant: 'destructive' });
}
