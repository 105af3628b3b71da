import { UnrecoverableError } from 'bullmq';

/**
 * A failure the person can act on ("add a meal first"): not retried, and its message is shown as is.
 * Anything else thrown by a handler is treated as transient and retried with backoff.
 */
export class JobFailure extends UnrecoverableError {}
