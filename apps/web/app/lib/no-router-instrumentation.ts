/**
 * The browser build's stand-in for React Router's `lib/router/instrumentation.js` (vite.config.ts,
 * `routerInstrumentationFreeClient`; client JS budget, docs/decisions/022-client-js-budget.md). The router only
 * calls into that module when it was given `instrumentations` (`HydratedRouter`'s `unstable_instrumentations`),
 * which this app never passes; without them the real module answers "nothing to consume" and is 1.1 kB of
 * gzipped JavaScript on every page. Passing instrumentations one day fails loudly here instead of silently
 * doing nothing: remove the plugin then. no-router-instrumentation.test.ts keeps the names in step with what
 * the router imports.
 */

const refuse = (): never => {
  throw new Error(
    "React Router instrumentations are left out of the browser build: remove routerInstrumentationFreeClient from vite.config.ts to use them",
  );
};

/** No receivers without instrumentations: the real module's map only fills when a router is instrumented. */
export function consumeInstrumentationClientResultMetaReceiver(_router: unknown): undefined {
  return undefined;
}

export const getRouteInstrumentationUpdates = refuse;
export const instrumentClientSideRouter = refuse;
