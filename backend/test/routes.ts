import type { TestApp } from './test-app.js';

interface RouteLayer { route?: { path: string | string[]; methods: Record<string, boolean> } }

/** Every route the running Nest app serves, read from Express's router so a new route cannot slip past. */
export function enumerateRoutes(t: TestApp): { method: string; path: string }[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  const routes: { method: string; path: string }[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path });
    }
  }
  return routes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'));
}
