/**
 * Pathless route holding the auth guard of pages that use the auth layout but need a signed-in user (the
 * invitation acceptance, docs/product.md, Screens): guests are sent to log in and brought back (guards.server.ts).
 */
import { routeMiddleware } from "#app/lib/route-middleware.server.ts";
import type { Route } from "./+types/signed-in";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("auth");

// A loader makes client-side navigations call the server, so the guard runs on them too.
export function loader() {
  return null;
}
