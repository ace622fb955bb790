import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/** One registered route as the router holds it (its declared path, not a request's spelling of it). */
export interface RouteEntry {
  method: HTTPMethods;
  /** The declared path, e.g. `/api/v1/depreciationReports/:id`. */
  url: string;
  /** Registered inside the API scope, so the product-token hook runs for it (src/api-scope.ts). */
  guarded: boolean;
  /** Declared callable without a product token. */
  public: boolean;
  /** Declared callable before the usage policy is accepted (contract/declare-route.ts `beforePolicy`). */
  beforePolicy: boolean;
  /** The path parameter naming the report the route writes, checked before the body (route-kit.ts `writesReport`). */
  writesReport: string | null;
  /** The kinds of report the route declares it serves (route-kit.ts `reportKinds`), or null: the default. */
  reportKinds: readonly string[] | null;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, one entry per method (tests walk it; nothing in a request reads it). */
    routeTable(): RouteEntry[];
  }
}

/**
 * Records every route as it is registered and, when the app is ready, refuses to start if a route under `/api`
 * was registered outside the API scope without declaring itself public: such a route would answer without a
 * token (issue 10).
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const table = (): RouteEntry[] =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method,
        url: route.url,
        guarded: route.config?.guarded === true,
        public: route.config?.public === true,
        beforePolicy: route.config?.beforePolicy === true,
        writesReport: route.config?.writesReport ?? null,
        reportKinds: route.config?.reportKinds ?? null,
        schema: route.schema,
      })),
    );
  app.decorate('routeTable', table);
  app.addHook('onReady', async () => {
    const open = table().filter((r) => isUnderApi(r.url) && !r.guarded && !r.public);
    if (open.length > 0) {
      const list = open.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes under /api outside the API scope (no authentication): ${list}`);
    }
  });
}

function isUnderApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
