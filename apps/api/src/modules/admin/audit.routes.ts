import { ZAuditLog, ZAuditLogQuery } from "@keel/contracts/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { listAuditEntries } from "../audit/audit.service.ts";

/** The audit log, readable by admins: who changed what and when, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit-log",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin"],
        summary: "Audit log of back-office changes, newest first",
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLog },
      },
    },
    async (request) => listAuditEntries(app.db, request.query),
  );
};
