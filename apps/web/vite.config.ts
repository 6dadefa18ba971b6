import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// In development the Vite server stands in for server.ts, so it proxies the same paths to the API.
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), icuParserFreeClient()],
  environments: {
    // server.ts runs this entry rather than the bare server build: see app/server-app.ts.
    ssr: { build: { rollupOptions: { input: "./app/server-app.ts" } } },
  },
  server: {
    proxy: {
      "/api": { target: apiUrl, xfwd: true },
      "/media": { target: apiUrl },
    },
  },
});

/**
 * The browser receives its catalogue already parsed (app/lib/i18n.server.ts), so the client build swaps
 * the ICU parser for its parser-free entry: about 14 kB less gzipped JavaScript on every page. The server
 * build keeps the full parser. (The dev server pre-bundles dependencies and keeps the parser; harmless.)
 */
function icuParserFreeClient(): Plugin {
  const parser = "@formatjs/icu-messageformat-parser";
  return {
    name: "keel:icu-parser-free-client",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== parser || this.environment.name !== "client") return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
