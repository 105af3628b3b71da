import { Typography } from 'antd';
import type { WaitingFor } from '../../jobs/job-store';

const WHAT: Record<WaitingFor, string> = { database: 'the database', redis: 'the job queue', service: 'a service Forkcast needs' };

/** Under a running job: it is waiting out an outage (it will be tried again), not failed. */
export function WaitingForService({ waitingFor }: { waitingFor: WaitingFor | null }) {
  if (!waitingFor) return null;
  return (
    // narrow, so it wraps under its button rather than widening it
    <Typography.Text type="secondary" role="status" data-testid="job-waiting" style={{ fontSize: 12, maxWidth: 240 }}>
      Waiting for {WHAT[waitingFor]}: it will carry on as soon as it is back. Nothing is lost.
    </Typography.Text>
  );
}
