/**
 * Entry of the server build (vite.config.ts points the SSR build here). server.ts imports it to get one
 * function that runs React Router with the request's load context. The context objects must come from
 * the same bundle as the route modules that read them, which is why this lives inside the build.
 * React Router runs with small route tables, chosen by the path's first segments (lib/route-tables.server.ts).
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { pageOnlyContext } from "#app/lib/page-only.server.ts";
import { type RequestInfo, requestInfoContext } from "#app/lib/request-info.ts";
import { routeTableHandlers } from "#app/lib/route-tables.server.ts";

export type { RequestInfo };

export function createAppHandler(mode: "production" | "development") {
  const { handlerFor } = routeTableHandlers(build, (tableBuild) => createRequestHandler(tableBuild, mode));
  return (request: Request, info: RequestInfo): Promise<Response> => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, info);
    const { pathname } = new URL(request.url);
    // A document keeps what only static parts read out of its loader data (lib/page-only.server.ts); a `.data`
    // request (a client-side navigation) sends it whole.
    if (!pathname.endsWith(".data")) context.set(pageOnlyContext, new Map());
    return handlerFor(pathname)(request, context);
  };
}

export type AppHandler = ReturnType<typeof createAppHandler>;
