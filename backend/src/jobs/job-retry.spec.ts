import type { BackoffStrategy } from 'bullmq';
import { JOB_ATTEMPTS, JOB_BACKOFF, outageOfFailure, retryDelayMs, ServiceOutageError } from './job-retry.js';
import { serviceOutageOf } from '../common/service-outage.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', port: 5432 });

describe('retryDelayMs: how a failed job is tried again', () => {
  it("is BullMQ's backoff strategy: the error is its third argument", () => {
    const strategy: BackoffStrategy = retryDelayMs;
    expect(strategy(4, JOB_BACKOFF.type, refused)).toBe(8000);
  });

  it('waits out an outage for more than ten minutes, with delays that grow to half a minute', () => {
    const delays = Array.from({ length: JOB_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, JOB_BACKOFF.type, refused));
    expect(delays.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000]);
    expect(delays.every((d) => d > 0 && d <= 30_000)).toBe(true);
    expect(delays.reduce((sum, d) => sum + d, 0)).toBeGreaterThan(10 * 60 * 1000);
  });

  it('an outage wrapped by the worker is an outage too, and says what it waits for', () => {
    const wrapped = new ServiceOutageError(serviceOutageOf(refused)!, refused);
    expect(retryDelayMs(5, JOB_BACKOFF.type, wrapped)).toBe(16_000);
    expect(outageOfFailure(wrapped.message)).toBe('database');
  });

  it('any other failure is tried three times in all, then the job fails', () => {
    const defect = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect([1, 2].map((n) => retryDelayMs(n, JOB_BACKOFF.type, defect))).toEqual([1000, 2000]);
    expect(retryDelayMs(3, JOB_BACKOFF.type, defect)).toBe(-1);
    expect(outageOfFailure(defect.message)).toBeNull();
    expect(outageOfFailure(null)).toBeNull();
  });
});
