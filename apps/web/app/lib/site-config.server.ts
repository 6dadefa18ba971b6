/**
 * Public site settings (fetched at startup, read by key with an optional default).
 * Kept in memory for a minute, which is also the API's Cache-Control, so pages do not pay an API call each
 * (lib/kept-read.server.ts); on error nothing is stored (docs/product.md, The API) and the last good settings
 * keep serving.
 */
import { ZSiteConfig } from "@keel/contracts/site";
import { apiRequest } from "./api-client.server.ts";
import { keptRead } from "./kept-read.server.ts";

const NONE: Readonly<Record<string, string>> = Object.freeze({});

const kept = keptRead(
  "site-config",
  async () => (await apiRequest("site-config", { schema: ZSiteConfig })).settings,
);

/** All settings. Only the very first load is awaited; later refreshes happen in the background. */
export async function getSiteSettings(): Promise<Readonly<Record<string, string>>> {
  return (await kept.get()) ?? NONE;
}

export async function getSiteSetting(key: string, fallback = ""): Promise<string> {
  return (await getSiteSettings())[key] ?? fallback;
}
