import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The process's Prometheus registry: HTTP, jobs, queues, and Node's own metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'forkcast_' });

export const httpDuration = new Histogram({
  name: 'forkcast_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const jobsFinished = new Counter({
  name: 'forkcast_jobs_total',
  help: 'Jobs finished, by queue, job name and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'forkcast_job_duration_seconds',
  help: 'Time a job spent running, by queue and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const queueDepth = new Gauge({
  name: 'forkcast_queue_jobs',
  help: 'Jobs in each queue by state (read when scraped)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});
