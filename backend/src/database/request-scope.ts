import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/core';
import type { RequestHandler } from 'express';

interface Scope {
  root: EntityManager;
  fork?: EntityManager;
  /** A fork being built asks for its context too: it is its own until then. */
  forking?: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * The ORM's context resolver (the `context` option): an explicit RequestContext first (jobs, the queue
 * dashboard), else the current request's EntityManager, forked the first time the request needs one.
 * MikroORM's own middleware forked one for every request (an identity map, a unit of work: ~4 µs), and
 * the routes read most often never use one: the config, a plan or job status read by one SQL query.
 */
export function contextualEntityManager(name: string): EntityManager | undefined {
  const explicit = RequestContext.getEntityManager(name);
  if (explicit) return explicit;
  const scope = scopes.getStore();
  if (!scope || scope.root.name !== name || scope.forking) return scope?.fork;
  if (!scope.fork) {
    scope.forking = true;
    try {
      // From the root itself (not through this resolver, which is asking), and answering to it like any fork.
      scope.fork = scope.root.fork({ useContext: true, disableContextResolution: true });
    } finally {
      scope.forking = false;
    }
  }
  return scope.fork;
}

/** Whether code runs inside a request (or job) whose EntityManager the ORM resolves by itself. */
export function hasOrmContext(): boolean {
  return RequestContext.getEntityManager() !== undefined || scopes.getStore() !== undefined;
}

/** Middleware: the rest of the request runs in its own ORM scope (the fork is made only if used). */
export function ormRequestScope(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => scopes.run({ root: orm.em }, next);
}
