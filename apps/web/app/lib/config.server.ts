/**
 * Web server configuration from the environment, parsed once. server.ts parses it at boot so a wrong value
 * stops the process with a message naming the variable; loaders read the same parsed object.
 * The shared variables (PUBLIC_APP_URL, BRAND_NAME, PRODUCT_ID, ANALYTICS_TAG_ID) follow the API's rules.
 */
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

export const WebConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Loopback unless told otherwise: in production, set HOST=0.0.0.0 (or the interface) behind the proxy. */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  API_URL: z
    .url({ protocol: /^https?$/, message: "must be the API's base URL such as http://127.0.0.1:3001" })
    .default("http://127.0.0.1:3001"),
  PUBLIC_APP_URL: z
    .url({ protocol: /^https?$/, message: "must be an absolute URL such as https://keel.example" })
    .default("http://localhost:3000"),
  BRAND_NAME: z.string().trim().min(1).max(40).default("Keel"),
  PRODUCT_ID: z
    .string()
    .regex(
      /^[a-z][a-z0-9_]{0,30}$/,
      "must be lower-case letters, digits and underscores (it names the cookie)",
    )
    .default("keel"),
  ANALYTICS_TAG_ID: z
    .string()
    .trim()
    .regex(/^(G|GTM)-[A-Z0-9]{4,12}$|^$/, "must be a tag id such as G-ABC123 or GTM-ABC123, or empty")
    .default(""),
  /** Behind a load balancer, trust its X-Forwarded-* headers for the client address and protocol. */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Memory for the shared copies of anonymous public pages (page-cache.server.ts); 0 turns the cache off. 128 MB
   * holds a 10,000-boat catalog's pages in one language (about 13.5 kB each, compressed), which the hit ratio
   * needs (docs/decisions/044-search-memory-and-page-cache.md).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(128),
  /** SIGTERM: how long requests in flight may take before the server exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /**
   * Public icon API hosts (space- or comma-separated https URLs, e.g. https://api.iconify.design) that stand
   * in for the local icon endpoint when it fails; empty (the default) keeps icons local, for offline machines.
   */
  ICON_API_HOSTS: z
    .string()
    .trim()
    .default("")
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(
          z.url({ protocol: /^https?$/, message: "must be http(s) URLs such as https://api.iconify.design" }),
        )
        .max(5),
    ),
});

export interface WebConfig {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** Without a trailing slash. */
  apiUrl: string;
  /** Without a trailing slash. */
  publicAppUrl: string;
  brandName: string;
  productId: string;
  analyticsTagId: string;
  trustProxy: boolean;
  pageCacheMegabytes: number;
  shutdownTimeoutMs: number;
  /** Public icon API hosts, without trailing slashes; empty: icons come from the local endpoint only. */
  iconApiHosts: string[];
  /** Cookies carry Secure when the public site is served over HTTPS. */
  isSecure: boolean;
}

export class ConfigError extends Error {}

export function parseWebConfig(env: Record<string, string | undefined>): WebConfig {
  const parsed = WebConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const publicAppUrl = c.PUBLIC_APP_URL.replace(/\/+$/, "");
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    apiUrl: c.API_URL.replace(/\/+$/, ""),
    publicAppUrl,
    brandName: c.BRAND_NAME,
    productId: c.PRODUCT_ID,
    analyticsTagId: c.ANALYTICS_TAG_ID,
    trustProxy: c.TRUST_PROXY,
    pageCacheMegabytes: c.PAGE_CACHE_MB,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    iconApiHosts: c.ICON_API_HOSTS.map((host) => host.replace(/\/+$/, "")),
    isSecure: publicAppUrl.startsWith("https:"),
  };
}

let cached: WebConfig | undefined;

/** The process configuration; the first call parses (and throws ConfigError on a wrong value). */
export function getConfig(): WebConfig {
  cached ??= parseWebConfig(process.env);
  return cached;
}

/** The brand and the site's absolute URL, as loaders give them to the JSON-LD and link-preview builders. */
export function siteIdentity(): { brand: string; publicAppUrl: string } {
  const config = getConfig();
  return { brand: config.brandName, publicAppUrl: config.publicAppUrl };
}
