/**
 * `npm start` (after `npm run build`): the whole product on one machine. Migrates, seeds demo data when the
 * database is empty, then runs the API on loopback and the web server on PORT, which proxies /api to it.
 */
import { performance } from "node:perf_hooks";
import {
  API_ENTRY,
  API_NODE_ARGS,
  apiProcessEnv,
  loadProductConfig,
  prepareProductDatabase,
  printBanner,
  supervise,
  WEB_DIR,
  WEB_ENV,
  WEB_NODE_ARGS,
  waitUntilReady,
} from "./lib/product.ts";
import { startService } from "./lib/services.ts";
import { ROOT } from "./lib/steps.ts";

const startedAt = performance.now();
// The build is a production build; NODE_ENV can still be set explicitly (e.g. to try production cookies).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const config = loadProductConfig(env);

await prepareProductDatabase(config.api);

const api = startService({
  name: "api",
  command: process.execPath,
  args: [...API_NODE_ARGS, API_ENTRY],
  cwd: ROOT,
  env: apiProcessEnv({ ...env, API_HOST: config.api.host, API_PORT: String(config.api.port) }),
  output: "inherit",
});
const web = startService({
  name: "web",
  command: process.execPath,
  args: [...WEB_NODE_ARGS, "server.ts"],
  cwd: WEB_DIR,
  env: { ...env, ...WEB_ENV, PORT: String(config.web.port), API_URL: config.apiUrl },
  output: "inherit",
});
supervise([api, web]);

// Health through the web port proves the whole path: web server, proxy, API, database.
await waitUntilReady(`http://127.0.0.1:${config.web.port}/api/v1/health`, [api, web]);
printBanner(config, `http://localhost:${config.web.port}`, startedAt);
