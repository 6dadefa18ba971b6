/**
 * `npm run dev`: the API restarted on change (node --watch) and the web app under `react-router dev` (Vite, hot
 * reload), on the same ports and database as `npm start`.
 */
import { performance } from "node:perf_hooks";
import {
  API_ENTRY,
  loadProductConfig,
  prepareProductDatabase,
  printBanner,
  supervise,
  WEB_DIR,
  waitUntilReady,
} from "./lib/product.ts";
import { startService } from "./lib/services.ts";
import { ROOT, toolEnv } from "./lib/steps.ts";

const startedAt = performance.now();
const env = toolEnv({ NODE_ENV: process.env.NODE_ENV ?? "development" });
const config = loadProductConfig(env);

await prepareProductDatabase(config.api);

const api = startService({
  name: "api",
  command: process.execPath,
  args: ["--watch", "--watch-preserve-output", API_ENTRY],
  cwd: ROOT,
  env: { ...env, API_HOST: config.api.host, API_PORT: String(config.api.port) },
  output: "inherit",
});
const web = startService({
  name: "web",
  command: "react-router",
  args: ["dev", "--port", String(config.web.port), "--strictPort"],
  cwd: WEB_DIR,
  env: { ...env, PORT: String(config.web.port), API_URL: config.apiUrl },
  output: "inherit",
});
supervise([api, web]);

await waitUntilReady(`${config.apiUrl}/api/v1/health`, [api, web]);
await waitUntilReady(`http://localhost:${config.web.port}/`, [api, web]);
printBanner(config, `http://localhost:${config.web.port}`, startedAt);
