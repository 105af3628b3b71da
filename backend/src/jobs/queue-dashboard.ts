import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Authenticator } from '../auth/authenticator.js';
import type { JobsService } from './jobs.service.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** bull-board at /admin/queues, for accounts listed in ADMIN_EMAILS only. */
export function mountQueueDashboard(app: Express, jobs: JobsService, authenticator: Authenticator): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: jobs.allQueues().map((q) => new BullMQAdapter(q)), serverAdapter });
  app.use(
    QUEUE_DASHBOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      // Inside the request's ORM scope, which the app's edge middleware opened (database/request-scope.ts).
      authenticator.userFor(req).then((user) => {
        if (!user) return void res.status(401).json({ statusCode: 401, message: 'Unauthorized' });
        if (!authenticator.isAdmin(user))
          return void res.status(403).json({ statusCode: 403, message: 'Only administrators can see the job dashboard' });
        next();
      }, next);
    },
    serverAdapter.getRouter() as RequestHandler,
  );
}
