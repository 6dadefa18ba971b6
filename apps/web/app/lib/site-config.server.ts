/**
 * Public site settings (fetched at startup, read by key with an optional default).
 * Kept in memory for a minute, which is also the API's Cache-Control, so pages do not pay an API call each;
 * on error nothing is stored (docs/product.md, The API) and the last good settings keep serving.
 */
import { ZSiteConfig } from "@keel/contracts/site";
import { apiRequest } from "./api-client.server.ts";

const TTL_MS = 60_000;
const RETRY_MS = 5_000;

let settings: Record<string, string> = {};
let hasLoaded = false;
let refreshAt = 0;
let pending: Promise<void> | null = null;

async function refresh(): Promise<void> {
  try {
    const body = await apiRequest("site-config", { schema: ZSiteConfig });
    settings = body.settings;
    hasLoaded = true;
    refreshAt = Date.now() + TTL_MS;
  } catch (error) {
    console.error("site-config: could not load the settings", error);
    refreshAt = Date.now() + RETRY_MS;
  } finally {
    pending = null;
  }
}

/** All settings. Only the very first load is awaited; later refreshes happen in the background. */
export async function getSiteSettings(): Promise<Readonly<Record<string, string>>> {
  if (Date.now() >= refreshAt) {
    pending ??= refresh();
    if (!hasLoaded) await pending;
  }
  return settings;
}

export async function getSiteSetting(key: string, fallback = ""): Promise<string> {
  return (await getSiteSettings())[key] ?? fallback;
}
