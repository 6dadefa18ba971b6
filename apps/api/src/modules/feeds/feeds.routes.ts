import { Readable } from "node:stream";
import { ZTeamParams } from "@keel/contracts/common";
import {
  ZFeedOverview,
  ZFeedRun,
  ZFeedRunParams,
  ZFeedRunSummary,
  ZFeedSource,
  ZFeedSourceInput,
  ZFeedSourceParams,
  ZFeedTokenParams,
  ZPrivateFeed,
} from "@keel/contracts/feeds";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { FEED_LIMITS } from "./feed-advert.ts";
import { csvExport, openMarineExport } from "./feed-export.ts";
import { feedFormatsDescription } from "./feed-formats-doc.ts";
import { deleteUpload, storeUpload } from "./feed-uploads.ts";
import {
  createFeedSource,
  deleteFeedSource,
  getFeedOverview,
  getFeedRun,
  publishPrivateFeed,
  revokePrivateFeed,
  startFeedRun,
  teamOfPrivateFeed,
  updateFeedSource,
} from "./feeds.service.ts";

const ZSourceWithMessage = ZFeedSource.extend({ message: z.string() });
const ZRunWithMessage = ZFeedRunSummary.extend({ message: z.string() });
/** Starting runs fetches files and may send e-mail: a few a minute per user is plenty. */
/** The import formats, in the reference of the operations that take or describe a feed. */
const FEED_FORMATS_DESCRIPTION = feedFormatsDescription();

const RUN_LIMIT = {
  max: 10,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => `feeds:${request.session?.userId ?? request.ip}`,
};

function sendStream(reply: FastifyReply, chunks: AsyncIterable<string>, type: string, filename?: string) {
  reply.header("content-type", type).header("cache-control", "private, no-store");
  if (filename) reply.header("content-disposition", `attachment; filename="${filename}"`);
  return reply.send(Readable.from(chunks));
}

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const say = (
    headers: Record<string, string | string[] | undefined>,
    key: Parameters<typeof translate>[1],
  ) => translate(localeOf(headers), key);
  const admin = { access: access.team("admin") };
  const member = { access: access.team("member") };
  const exportOptions = (publicOnly: boolean) => ({ publicOnly, publicAppUrl: app.config.publicAppUrl });
  const day = () => new Date().toISOString().slice(0, 10);

  app.get(
    "/teams/:teamId/feeds",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "The team's feed sources, latest runs and private feed",
        params: ZTeamParams,
        response: { 200: ZFeedOverview },
      },
    },
    async (request) => getFeedOverview(app.db, request.params.teamId),
  );

  app.post(
    "/teams/:teamId/feeds/sources",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "Add a feed source: a URL pulled on a schedule, or files uploaded by hand (paid plans)",
        description: FEED_FORMATS_DESCRIPTION,
        params: ZTeamParams,
        body: ZFeedSourceInput,
        response: { 201: ZSourceWithMessage },
      },
    },
    async (request, reply) => {
      const source = await createFeedSource(
        app.db,
        request.params.teamId,
        request.session!.userId,
        request.body,
      );
      return reply.status(201).send({ ...source, message: say(request.headers, "feed.sourceCreated") });
    },
  );

  app.put(
    "/teams/:teamId/feeds/sources/:sourceId",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "Change a feed source",
        params: ZFeedSourceParams,
        body: ZFeedSourceInput,
        response: { 200: ZSourceWithMessage },
      },
    },
    async (request) => {
      const { teamId, sourceId } = request.params;
      const source = await updateFeedSource(app.db, teamId, sourceId, request.body);
      return { ...source, message: say(request.headers, "feed.sourceSaved") };
    },
  );

  app.delete(
    "/teams/:teamId/feeds/sources/:sourceId",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "Remove a feed source (its boats stay)",
        params: ZFeedSourceParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteFeedSource(app.db, request.params.teamId, request.params.sourceId);
      return { message: say(request.headers, "feed.sourceDeleted") };
    },
  );

  app.post(
    "/teams/:teamId/feeds/sources/:sourceId/runs",
    {
      config: { ...admin, rateLimit: RUN_LIMIT },
      schema: {
        tags: ["feeds"],
        summary: "Pull the source's URL now",
        params: ZFeedSourceParams,
        response: { 202: ZRunWithMessage },
      },
    },
    async (request, reply) => {
      const { teamId, sourceId } = request.params;
      const run = await startFeedRun(app.db, teamId, sourceId, "manual");
      return reply.status(202).send({ ...run, message: say(request.headers, "feed.runQueued") });
    },
  );

  app.post(
    "/teams/:teamId/feeds/sources/:sourceId/upload",
    {
      config: { ...admin, rateLimit: RUN_LIMIT },
      schema: {
        tags: ["feeds"],
        summary: "Import a file of the source's format (multipart field `file`)",
        description: FEED_FORMATS_DESCRIPTION,
        params: ZFeedSourceParams,
        consumes: ["multipart/form-data"],
        response: { 202: ZRunWithMessage },
      },
    },
    async (request, reply) => {
      const { teamId, sourceId } = request.params;
      const missing = () =>
        new AppError("VALIDATION_FAILED", "error.fileMissing", {
          details: [
            { path: "body.file", code: "required", message: "send the feed as multipart field `file`" },
          ],
        });
      if (!request.isMultipart()) throw missing();
      const file = await request
        .file({ limits: { fileSize: FEED_LIMITS.maxBytes + 1, files: 1 } })
        .catch(() => undefined);
      if (!file) throw missing();
      const key = await storeUpload(app.storage, file.file).catch(
        (error: { code?: string; statusCode?: number }) => {
          if (error.code === "FST_REQ_FILE_TOO_LARGE") {
            throw new AppError("PAYLOAD_TOO_LARGE", "error.feedTooLarge", {
              values: { limit: Math.round(FEED_LIMITS.maxBytes / 1024 / 1024) },
            });
          }
          // A body cut short or malformed is the client's mistake, like a missing file.
          if (error.code?.startsWith("FST_") || (error.statusCode ?? 500) < 500) throw missing();
          throw error;
        },
      );
      try {
        const run = await startFeedRun(app.db, teamId, sourceId, "upload", key);
        return reply.status(202).send({ ...run, message: say(request.headers, "feed.uploadQueued") });
      } catch (error) {
        await deleteUpload(app.storage, key);
        throw error;
      }
    },
  );

  app.get(
    "/teams/:teamId/feeds/runs/:runId",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "A run with its report",
        params: ZFeedRunParams,
        response: { 200: ZFeedRun },
      },
    },
    async (request) => getFeedRun(app.db, request.params.teamId, request.params.runId),
  );

  app.get(
    "/teams/:teamId/feeds/export.xml",
    {
      config: member,
      schema: {
        tags: ["feeds"],
        summary: "Every boat of the team as OpenMarine XML",
        params: ZTeamParams,
        produces: ["application/xml"],
      },
    },
    async (request, reply) =>
      sendStream(
        reply,
        openMarineExport(app.db, request.params.teamId, exportOptions(false)),
        "application/xml; charset=utf-8",
        `boats-${day()}.xml`,
      ),
  );

  app.get(
    "/teams/:teamId/feeds/export.csv",
    {
      config: member,
      schema: {
        tags: ["feeds"],
        summary: "Every boat of the team in the CSV feed format",
        params: ZTeamParams,
        produces: ["text/csv"],
      },
    },
    async (request, reply) =>
      sendStream(
        reply,
        csvExport(app.db, request.params.teamId, exportOptions(false)),
        "text/csv; charset=utf-8",
        `boats-${day()}.csv`,
      ),
  );

  app.get(
    "/feeds/template.csv",
    {
      config: { access: access.public },
      schema: {
        tags: ["feeds"],
        summary: "The CSV format's template: every column, no rows",
        description: FEED_FORMATS_DESCRIPTION,
        produces: ["text/csv"],
      },
    },
    async (_request, reply) =>
      sendStream(
        reply,
        csvExport(app.db, null, exportOptions(true)),
        "text/csv; charset=utf-8",
        "keel-feed-template.csv",
      ),
  );

  app.post(
    "/teams/:teamId/feeds/private-feed",
    {
      config: { ...admin, rateLimit: RUN_LIMIT },
      schema: {
        tags: ["feeds"],
        summary: "Publish (or replace) the team's private feed URL; the URL is shown this once",
        params: ZTeamParams,
        response: { 201: ZPrivateFeed },
      },
    },
    async (request, reply) => {
      const token = await publishPrivateFeed(app.db, request.params.teamId, request.session!.userId);
      const base = `${app.config.publicAppUrl.replace(/\/$/, "")}/api/v1/feeds/${token}`;
      return reply.status(201).send({
        url: `${base}/openmarine.xml`,
        csvUrl: `${base}/boats.csv`,
        message: say(request.headers, "feed.privateFeedPublished"),
      });
    },
  );

  app.delete(
    "/teams/:teamId/feeds/private-feed",
    {
      config: admin,
      schema: {
        tags: ["feeds"],
        summary: "Revoke the team's private feed URL",
        params: ZTeamParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await revokePrivateFeed(app.db, request.params.teamId);
      return { message: say(request.headers, "feed.privateFeedRevoked") };
    },
  );

  const pull = { access: access.public, rateLimit: { max: 30, timeWindow: "1 minute" } };
  app.get(
    "/feeds/:token/openmarine.xml",
    {
      config: pull,
      schema: {
        tags: ["feeds"],
        summary: "A team's private feed: its public boats as OpenMarine XML",
        params: ZFeedTokenParams,
        produces: ["application/xml"],
      },
    },
    async (request, reply) => {
      const teamId = await teamOfPrivateFeed(app.db, request.params.token);
      return sendStream(
        reply,
        openMarineExport(app.db, teamId, exportOptions(true)),
        "application/xml; charset=utf-8",
      );
    },
  );

  app.get(
    "/feeds/:token/boats.csv",
    {
      config: pull,
      schema: {
        tags: ["feeds"],
        summary: "A team's private feed: its public boats as CSV",
        params: ZFeedTokenParams,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const teamId = await teamOfPrivateFeed(app.db, request.params.token);
      return sendStream(reply, csvExport(app.db, teamId, exportOptions(true)), "text/csv; charset=utf-8");
    },
  );
};
