import { ZMessage } from "@keel/contracts/common";
import { ZAdminJobList, ZAdminJobListQuery, ZAdminJobParams } from "@keel/contracts/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { discardJob, listJobs, retryJob } from "./admin-jobs.service.ts";

const admin = { access: access.admin };
const tags = ["admin"];

/** The job queue in the back office (under /api/v1/admin): list by state, kind and error; retry; discard. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/jobs",
    {
      config: admin,
      schema: {
        tags,
        summary: "Jobs of the queue by state, most recently changed first, with counts by state",
        querystring: ZAdminJobListQuery,
        response: { 200: ZAdminJobList },
      },
    },
    async (request) => listJobs(app.db, request.query),
  );

  app.post(
    "/jobs/:id/retry",
    {
      config: admin,
      schema: {
        tags,
        summary: "Put a failed or dead job back in the queue now (audited)",
        params: ZAdminJobParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await retryJob(app.db, request.session!.userId, request.params.id);
      return { message: translate(localeOf(request.headers), "admin.jobs.retried") };
    },
  );

  app.delete(
    "/jobs/:id",
    {
      config: admin,
      schema: {
        tags,
        summary: "Discard a queued, failed or dead job (audited)",
        params: ZAdminJobParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await discardJob(app.db, request.session!.userId, request.params.id);
      return { message: translate(localeOf(request.headers), "admin.jobs.discarded") };
    },
  );
};
