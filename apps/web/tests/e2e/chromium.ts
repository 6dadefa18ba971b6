/** How the journeys start Debian's Chromium (a test tool's own browser download cannot work on these machines). */
export { CHROMIUM_PATH } from "../../../../scripts/lib/system-deps.ts";

/** As root in a container, without GPU; background networking off because the network is closed here. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
