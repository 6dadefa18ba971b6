/** Pathless route holding the guest-only guard of /auth pages: signed-in users are sent on (guards.server.ts). */
import { routeMiddleware } from "#app/lib/route-middleware.server.ts";
import type { Route } from "./+types/guest-only";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("guest");

// A loader makes client-side navigations call the server, so the guard runs on them too.
export function loader() {
  return null;
}
