import {
  ZAdminConversation,
  ZAdminConversationList,
  ZAdminConversationListQuery,
} from "@keel/contracts/admin-conversations";
import { ZIdParams } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { listAdminConversations, openAdminConversation } from "./admin-conversations.service.ts";

/** Every conversation, read-only, in the back office, under /api/v1/admin/conversations. */
export const adminConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/admin/conversations",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Every conversation across teams, the most recently active first",
        querystring: ZAdminConversationListQuery,
        response: { 200: ZAdminConversationList },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listAdminConversations(app.db, request.query);
    },
  );

  app.get(
    "/admin/conversations/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "A conversation's whole thread, read-only; each opening is written to the audit log",
        params: ZIdParams,
        response: { 200: ZAdminConversation },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return openAdminConversation(app.db, request.session!.userId, request.params.id);
    },
  );
};
