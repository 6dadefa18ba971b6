import { ZEnquiry, ZEnquiryList, ZEnquiryParams, ZEnquiryReply } from "@keel/contracts/buyers";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { getEnquiry, listEnquiries, replyAsBuyer } from "./enquiries.service.ts";

/** Like the contact form: a person answers a few sellers in ten minutes. */
const REPLIES = { max: 10, timeWindow: "10 minutes" } as const;

/** The signed-in buyer's conversations with sellers (their enquiries); scoped to the caller. */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/me/conversations",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Your enquiries: the conversations you started with sellers, latest activity first",
        response: { 200: ZEnquiryList },
      },
    },
    async (request) => listEnquiries(app.db, request.session!.userId),
  );

  app.get(
    "/users/me/conversations/:conversationId",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "One of your enquiries with the seller's replies",
        params: ZEnquiryParams,
        response: { 200: ZEnquiry },
      },
    },
    async (request) => getEnquiry(app.db, request.session!.userId, request.params.conversationId),
  );

  app.post(
    "/users/me/conversations/:conversationId/messages",
    {
      config: { access: access.user, rateLimit: REPLIES },
      schema: {
        tags: ["users"],
        summary: "Answer the seller in one of your enquiries",
        params: ZEnquiryParams,
        body: ZEnquiryReply,
        response: { 201: ZMessage },
      },
    },
    async (request, reply) => {
      await replyAsBuyer(app.ctx, request.session!.userId, request.params.conversationId, request.body.body);
      return reply.status(201).send({ message: translate(localeOf(request.headers), "enquiries.replySent") });
    },
  );
};
