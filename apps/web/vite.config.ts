import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// In development the Vite server stands in for server.ts, so it proxies the same paths to the API.
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

/**
 * Chunks of the browser build (client JS budget: docs/decisions/022-client-js-budget.md). Left to itself the
 * bundler cuts what every page loads into some thirty small files, each compressed on its own. Two groups
 * instead: the framework (React, React Router), which every page runs whole, and the shell,
 * that is the root route and the public layout with everything they import (header, footer, colour mode,
 * toasts' store, i18n, cn…). Public pages save about 8 kB gzipped; the signed-in areas load the public
 * header and footer they do not show (about 1.5 kB) and still save as much. Route modules keep their own chunks.
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 20,
    },
    // A group takes the modules it matches and, recursively, everything they import. The route modules' meta
    // helper too: every page's route imports it, so it was one more small file on every page; and the texts'
    // loader, which the entry and the signed-in areas' layouts share (lib/text-areas.ts). The number, price
    // and date formatting and the "≈" prices' arithmetic too: most pages use them, and left to themselves they
    // became two more chunks on every page that shows a price.
    {
      name: "shell",
      test: /app[\\/](root\.tsx|shell[\\/]routes[\\/]public-layout\.tsx|lib[\\/](route-meta|texts-client|format|money|intl|approx-price)\.ts)/,
      priority: 10,
    },
    // The heart and the "≈" price component, which the shell does not import (shell-chunk.test.ts), go with the
    // boat card: the pages that show them load it.
    {
      name: "boat-card",
      test: /app[\\/]features[\\/]search[\\/]components[\\/]boat-card\.tsx/,
      priority: 5,
    },
  ],
};

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    icuParserFreeClient(),
    routerInstrumentationFreeClient(),
    leanPreloadHelper(),
  ],
  environments: {
    // server.ts runs this entry rather than the bare server build: see app/server-app.ts.
    ssr: { build: { rollupOptions: { input: "./app/server-app.ts" } } },
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: clientChunks } },
        // A lazy chunk's imports are preloaded beside it (app/lib/vite-preload.ts), except the framework and the
        // bundler's runtime, which every page has loaded first: their names need not be in every page's shell.
        modulePreload: {
          resolveDependencies: (_file, deps) =>
            deps.filter((dep) => !/(^|\/)(framework|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiUrl, xfwd: true },
      "/media": { target: apiUrl },
    },
  },
});

/**
 * The browser receives its texts already parsed (app/lib/i18n.server.ts) and formats them with
 * app/lib/message-format.ts, so the client build swaps the ICU parser for app/lib/no-icu-parser.ts (a `parse`
 * that throws): about 14 kB less gzipped JavaScript on every page. The server build keeps the full parser.
 * (The dev server pre-bundles dependencies and keeps the parser; harmless.)
 */
function icuParserFreeClient(): Plugin {
  const parser = "@formatjs/icu-messageformat-parser";
  return {
    name: "keel:icu-parser-free-client",
    enforce: "pre",
    resolveId(source) {
      if (source !== parser || this.environment.name !== "client") return null;
      return fileURLToPath(new URL("./app/lib/no-icu-parser.ts", import.meta.url));
    },
  };
}

/**
 * React Router's client router imports its instrumentation module (`unstable_instrumentations`), which it only
 * calls when given instrumentations; the app passes none. The client build swaps it for
 * app/lib/no-router-instrumentation.ts, which refuses instrumentations by name: about 1.1 kB less gzipped
 * JavaScript on every page (docs/decisions/022-client-js-budget.md). The server keeps the real module.
 */
function routerInstrumentationFreeClient(): Plugin {
  const router = /react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]router[\\/]router\.js$/;
  return {
    name: "keel:router-instrumentation-free-client",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "./instrumentation.js" || !importer || !router.test(importer)) return null;
      if (this.environment.name !== "client") return null;
      return fileURLToPath(new URL("./app/lib/no-router-instrumentation.ts", import.meta.url));
    },
  };
}

/**
 * Vite wraps every `import()` of the browser build in its preload helper, which lands in the shell of every
 * page; app/lib/vite-preload.ts is the part of it this app uses (modulepreload of the lazy chunk's imports,
 * `vite:preloadError` for lib/chunk-reload.ts), about 0.5 kB less gzipped JavaScript on every page
 * (docs/decisions/022-client-js-budget.md).
 */
function leanPreloadHelper(): Plugin {
  return {
    name: "keel:lean-preload-helper",
    enforce: "pre",
    resolveId(source) {
      if (source !== "\0vite/preload-helper.js" || this.environment.name !== "client") return null;
      return fileURLToPath(new URL("./app/lib/vite-preload.ts", import.meta.url));
    },
  };
}
