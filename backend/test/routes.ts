import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { IS_PUBLIC } from '../src/common/public.decorator.js';
import type { TestApp } from './test-app.js';

/** A class a handler's input is validated with. */
export type DtoClass = new (...args: never[]) => unknown;

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** A route and every input a person can send it, by name. */
export interface Route {
  method: string;
  path: string;
  /** Path parameters (":id"). */
  params: string[];
  /** Query fields: the query DTO's properties, or the names read one by one. */
  query: string[];
  /** Top-level body fields: the body DTO's properties. */
  body: string[];
  /** Headers the handler reads by name (lower case). */
  headers: string[];
  /** The DTO classes the query and body are validated with, when the handler takes one whole. */
  dtos: { query?: DtoClass; body?: DtoClass };
  /** Marked @Public(): answers without a session. */
  isPublic: boolean;
}

type Inputs = Omit<Route, 'method' | 'path' | 'params'>;

/** Field names a DTO class validates, read from class-validator's metadata: a new field is fuzzed without a test edit. */
function dtoFields(dto: unknown): string[] {
  if (typeof dto !== 'function' || dto === Object || dto === String) return [];
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', false, false)
        .map((m) => m.propertyName),
    ),
  ];
}

/** What each handler reads, keyed "METHOD /path", from the decorators on its controller. */
function handlerInputs(t: TestApp): Map<string, Inputs> {
  const inputs = new Map<string, Inputs>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const path = `/${[Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)]
          .map((p: string) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number; data?: unknown }>,
        );
        const of = (type: RouteParamtypes) => args.filter(([key]) => key.split(':')[0] === String(type));
        const read = (type: RouteParamtypes) =>
          of(type).flatMap(([, arg]) => (typeof arg.data === 'string' ? [arg.data] : dtoFields(types[arg.index])));
        const dto = (type: RouteParamtypes) =>
          of(type)
            .map(([, arg]) => types[arg.index])
            .find((t): t is DtoClass => dtoFields(t).length > 0);
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        inputs.set(`${method} ${path}`, {
          query: read(RouteParamtypes.QUERY),
          body: read(RouteParamtypes.BODY),
          headers: read(RouteParamtypes.HEADERS),
          dtos: { query: dto(RouteParamtypes.QUERY), body: dto(RouteParamtypes.BODY) },
          isPublic: Reflect.getMetadata(IS_PUBLIC, handler) === true || Reflect.getMetadata(IS_PUBLIC, controller) === true,
        });
      }
    }
  }
  return inputs;
}

/**
 * Every route the running Nest app serves, read from Express's router so a new route cannot slip past,
 * with the inputs its handler reads.
 */
export function enumerateRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  const inputs = handlerInputs(t);
  const routes: Route[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (!on || method === '_all') continue;
        const read = inputs.get(`${method.toUpperCase()} ${path}`);
        if (!read) throw new Error(`no handler metadata for ${method.toUpperCase()} ${path}: enumerateRoutes cannot say what it reads`);
        routes.push({ method: method.toUpperCase(), path, params: [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]), ...read });
      }
    }
  }
  return routes;
}

export const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The route's address with each parameter filled: `values[name]` (already %-encoded) or an unknown id. */
export function fillParams(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => values[name] ?? SOME_ID);
}
