/**
 * Configuration from the environment, parsed once at boot. A wrong value stops the process with a message
 * naming the variable, what it holds and what it should hold (README lists every variable and default).
 */
import { resolve } from "node:path";
import { z } from "zod";
import { parseStorageUrl, type S3Credentials, type S3Location } from "./modules/media/s3-location.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  DATABASE_URL: z
    .string()
    .default(resolve(ROOT, "data/keel.db"))
    .refine((v) => /^postgres(ql)?:\/\/.+/.test(v) || !/^[a-z]+:\/\//.test(v), {
      message: "must be a postgres:// URL or a SQLite file path",
    }),
  PUBLIC_APP_URL: z
    .url({ message: "must be an absolute URL such as https://keel.example" })
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
  DATA_DIR: z.string().default(resolve(ROOT, "data")),
  SMTP_URL: optionalUrl.default(""),
  MAIL_FROM: z.string().default("Keel <no-reply@keel.localhost>"),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(2).default(120),
  API_KEY_SECRET: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || v.length >= 32,
      "must be at least 32 characters (openssl rand -hex 32), or empty",
    )
    .default(""),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  SEARCH_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^$|^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
      "must be a Stripe secret key (sk_live_…, sk_test_…) or empty",
    )
    .default(""),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^$|^whsec_[A-Za-z0-9_]+$/, "must be a Stripe webhook signing secret (whsec_…) or empty")
    .default(""),
  STRIPE_API_URL: optionalUrl.default(""),
  SALES_EMAIL: z.string().trim().default(""),
  INVOICE_ISSUER: z
    .string()
    .default("Keel SAS|12 quai Louis Prunier|17000 La Rochelle|France|VAT FR00123456789"),
  STORAGE_URL: z
    .string()
    .trim()
    .default("")
    .superRefine((value, context) => {
      if (!value) return;
      try {
        parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  STORAGE_ACCESS_KEY_ID: z.string().trim().default(""),
  STORAGE_SECRET_ACCESS_KEY: z.string().trim().default(""),
  MEDIA_PUBLIC_URL: optionalUrl.default(""),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  FEEDS_ALLOW_PRIVATE_HOSTS: z.enum(["true", "false"]).default("false"),
  EXCHANGE_RATES_URL: optionalUrl.default(""),
});

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string;
  publicAppUrl: string;
  brandName: string;
  productId: string;
  analyticsTagId: string;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionDays: number;
  logLevel: string;
  loginRateLimit: number;
  /** Writes per signed-in user and minute (creations: half of it), shared by every process (write-budget.ts). */
  writeRateLimit: number;
  /**
   * The key of the keyed hash that team API keys are stored as; empty: a random one kept in
   * `{dataDir}/api-key-secret` (one machine). Every process must share it; changing it disables every key.
   */
  apiKeySecret: string;
  /** Requests per API key and minute, shared by every process. */
  apiKeyRateLimit: number;
  /** Worker threads answering public searches, each with its own index (0: in the API process). */
  searchWorkers: number;
  /** Jobs of the queue each process runs at once (0: the API runs none, `npm run worker` does). */
  jobWorkers: number;
  /** Stripe's secret key; empty: the built-in test gateway takes payments (docs/decisions/034-billing.md). */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its requests (tests point it at a local stand-in); Stripe's API when unset. */
  stripeApiUrl: string | undefined;
  /** Where customised-plan requests go. */
  salesEmail: string;
  /** The seller block printed on invoices, one line per `|`. */
  invoiceIssuer: string[];
  /** Where uploads live: the local disk under dataDir, or an S3-compatible bucket (STORAGE_URL). */
  storage: { kind: "local" } | { kind: "s3"; location: S3Location; credentials: S3Credentials | undefined };
  /** Set: /media/{key} answers a redirect to `{mediaPublicUrl}/{key}` instead of streaming the object. */
  mediaPublicUrl: string | undefined;
  /** SIGTERM: how long in-flight requests and jobs may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Feed and feed-photo URLs may name loopback and private addresses (tests, a closed network); off by default. */
  feedsAllowPrivateHosts: boolean;
  /** The ECB reference rates file (eurofxref-daily.xml) imported daily; unset, the table changes only by hand. */
  exchangeRatesUrl: string | undefined;
}

export class ConfigError extends Error {}

/** The domain of the sender address (`Keel <no-reply@keel.example>` gives keel.example). */
function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "keel.localhost";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.API_HOST,
    port: c.API_PORT,
    databaseUrl: c.DATABASE_URL,
    publicAppUrl: c.PUBLIC_APP_URL.replace(/\/$/, ""),
    brandName: c.BRAND_NAME,
    productId: c.PRODUCT_ID,
    analyticsTagId: c.ANALYTICS_TAG_ID,
    dataDir: c.DATA_DIR,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    sessionDays: c.SESSION_DAYS,
    logLevel: c.LOG_LEVEL,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    writeRateLimit: c.WRITE_RATE_LIMIT,
    apiKeySecret: c.API_KEY_SECRET,
    apiKeyRateLimit: c.API_KEY_RATE_LIMIT,
    searchWorkers: c.SEARCH_WORKERS,
    jobWorkers: c.JOB_WORKERS,
    stripeSecretKey: c.STRIPE_SECRET_KEY,
    stripeWebhookSecret: c.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: c.STRIPE_API_URL,
    salesEmail: c.SALES_EMAIL || `sales@${mailDomain(c.MAIL_FROM)}`,
    invoiceIssuer: c.INVOICE_ISSUER.split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    storage: c.STORAGE_URL
      ? {
          kind: "s3",
          location: parseStorageUrl(c.STORAGE_URL),
          credentials:
            c.STORAGE_ACCESS_KEY_ID && c.STORAGE_SECRET_ACCESS_KEY
              ? { accessKeyId: c.STORAGE_ACCESS_KEY_ID, secretAccessKey: c.STORAGE_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: "local" },
    mediaPublicUrl: c.MEDIA_PUBLIC_URL?.replace(/\/$/, ""),
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    feedsAllowPrivateHosts: c.FEEDS_ALLOW_PRIVATE_HOSTS === "true",
    exchangeRatesUrl: c.EXCHANGE_RATES_URL || undefined,
  };
}
