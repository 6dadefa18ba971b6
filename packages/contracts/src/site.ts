import { z } from "zod";

/** Public key/value settings the web app reads at startup (docs/product.md, The API). */
export const ZSiteConfig = z
  .object({ settings: z.record(z.string(), z.string()) })
  .meta({ id: "SiteConfig" });
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

export const ZHealth = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  uptimeSeconds: z.number(),
});

/**
 * Readiness of one API process for the load balancer: 200 when it should get traffic, 503 while it warms up,
 * drains for a shutdown, or misses its database or object store. Says what is wrong, never why in detail
 * (the process logs that).
 */
export const ZReadiness = z
  .object({
    status: z.enum(["ready", "not_ready"]),
    /** SIGTERM received: finishing in-flight work, taking no new traffic. */
    draining: z.boolean(),
    database: z.object({ ok: z.boolean(), engine: z.enum(["sqlite", "postgres"]) }),
    storage: z.object({ ok: z.boolean(), kind: z.enum(["local", "s3"]) }),
    searchIndex: z.object({
      state: z.enum(["loading", "ready", "failed"]),
      /** Boats in the index once loaded. */
      boats: z.number().int().nullable(),
    }),
    jobQueue: z.object({
      ok: z.boolean(),
      /** Jobs this process runs at once (0: left to other processes). */
      workers: z.number().int(),
      /** Jobs due now and not yet claimed. */
      due: z.number().int(),
      running: z.number().int(),
      dead: z.number().int(),
    }),
  })
  .meta({ id: "Readiness" });
export type TReadiness = z.infer<typeof ZReadiness>;
