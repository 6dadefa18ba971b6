/**
 * Entry of the server build (vite.config.ts points the SSR build here). server.ts imports it to get one
 * function that runs React Router with the request's load context. The context objects must come from
 * the same bundle as the route modules that read them, which is why this lives inside the build.
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { type RequestInfo, requestInfoContext } from "#app/lib/request-info.ts";

export type { RequestInfo };

export function createAppHandler(mode: "production" | "development") {
  const handle = createRequestHandler(build, mode);
  return (request: Request, info: RequestInfo): Promise<Response> => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, info);
    return handle(request, context);
  };
}

export type AppHandler = ReturnType<typeof createAppHandler>;
