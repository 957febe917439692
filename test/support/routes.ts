import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RouteInfo {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Express path pattern, e.g. /api/villas/:slug */
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every HTTP route the running app serves, read from Express itself, so new endpoints are covered without listing them. */
export function listRoutes(app: NestExpressApplication): RouteInfo[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: RouteInfo[] = [];
  const seen = new Set<string>();
  for (const layer of express.router.stack) {
    // Nest also mounts catch-all layers (global prefix, logger middleware); those are not endpoints.
    if (!layer.route || layer.route.path.includes('*') || ['/api', '/ical'].includes(layer.route.path)) continue;
    for (const method of Object.keys(layer.route.methods)) {
      const upper = method.toUpperCase();
      const key = `${upper} ${layer.route.path}`;
      if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(upper) || seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: upper as RouteInfo['method'], path: layer.route.path });
    }
  }
  return routes;
}

/**
 * The endpoints Express serves, as `METHOD /path`: route layers bound to one method. Layers bound
 * to every method are middleware Nest mounts per path (request context, logging), not endpoints.
 */
export function servedEndpoints(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const served = new Set<string>();
  for (const layer of express.router.stack) {
    const methods = Object.keys(layer.route?.methods ?? {});
    if (!layer.route || methods.length !== 1 || layer.route.path.includes('*')) continue;
    served.add(`${methods[0]!.toUpperCase()} ${layer.route.path}`);
  }
  return [...served].sort();
}

/** Fills path parameters (`:id`, `{*path}`) with the given value. */
export function fillPath(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+|\{\*?[A-Za-z]+\}/g, encodeURIComponent(value));
}
