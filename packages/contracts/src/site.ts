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
