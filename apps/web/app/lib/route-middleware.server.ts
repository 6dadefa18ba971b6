/**
 * Route middleware by name: a layout route declares the guards it needs as names ("auth", "admin"…), and
 * this table turns them into React Router middleware. A misspelt name fails when the route module loads,
 * with 'Unknown route middleware', instead of silently leaving a page unguarded.
 */
import type { MiddlewareFunction } from "react-router";
import { requireAdmin, requireGuest, requireUser } from "./guards.server.ts";

const ROUTE_MIDDLEWARE = {
  /** Guest-only pages (/auth/*): signed-in users are sent on. */
  guest: requireGuest,
  /** Signed-in users only (dashboard, invitations). */
  auth: requireUser,
  /** Administrators only; runs after "auth". */
  admin: requireAdmin,
} as const satisfies Record<string, MiddlewareFunction<Response>>;

export type RouteMiddlewareName = keyof typeof ROUTE_MIDDLEWARE;

export class UnknownRouteMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: ${JSON.stringify(name)}`);
    this.name = "UnknownRouteMiddlewareError";
  }
}

/** The middleware of `names`, in order; throws 'Unknown route middleware' for a name not in the table. */
export function routeMiddleware(...names: readonly string[]): MiddlewareFunction<Response>[] {
  return names.map((name) => {
    if (!Object.hasOwn(ROUTE_MIDDLEWARE, name)) throw new UnknownRouteMiddlewareError(name);
    return ROUTE_MIDDLEWARE[name as RouteMiddlewareName];
  });
}
