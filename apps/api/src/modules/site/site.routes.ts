import { formatShown, SHOWS_HEADER } from "@keel/contracts/page-shows";
import { ZHealth, ZReadiness, ZSiteConfig } from "@keel/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { readiness } from "./readiness.ts";
import { findPublicSettings, pingDatabase } from "./site.repository.ts";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: access.public },
      schema: { tags: ["site"], summary: "Liveness and database reachability", response: { 200: ZHealth } },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: "ok" as const, database: app.engine, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    "/ready",
    {
      config: { access: access.public },
      schema: {
        tags: ["site"],
        summary:
          "Readiness for traffic: database, object store, search index, job queue (503 when not ready)",
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const report = await readiness(app);
      return reply
        .code(report.status === "ready" ? 200 : 503)
        .header("cache-control", "no-store")
        .send(report);
    },
  );

  app.get(
    "/site-config",
    {
      config: { access: access.public },
      schema: { tags: ["site"], summary: "Public site settings by key", response: { 200: ZSiteConfig } },
    },
    async (_request, reply) => {
      const settings = await findPublicSettings(app.db);
      reply.header("cache-control", "public, max-age=60");
      // No listing (the web server keeps the settings a minute itself; decision 044).
      reply.header(SHOWS_HEADER, formatShown({}));
      return { settings };
    },
  );
};
