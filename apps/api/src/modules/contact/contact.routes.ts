import { ZContactParams, ZContactRequest, ZContactResponse } from "@keel/contracts/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { contactOwner } from "./contact.service.ts";

/** Per IP, in memory: a person writes to a few sellers in ten minutes; a script writes to hundreds. */
const PER_IP = { max: 5, timeWindow: "10 minutes" } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/boats/:boatId/messages",
    {
      config: { access: access.public, rateLimit: PER_IP },
      schema: {
        tags: ["boats"],
        summary: "Contact the owner: a buyer's message to the boat's team, e-mailed to its members",
        params: ZContactParams,
        body: ZContactRequest,
        response: { 201: ZContactResponse },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? localeOf(request.headers);
      await contactOwner(app.ctx, {
        boatId: request.params.boatId,
        request: request.body,
        locale,
        ip: request.ip,
        userId: request.session?.userId ?? null,
      });
      // The same answer whether or not a honeypot dropped the message.
      return reply.status(201).send({ message: translate(locale, "contact.sent") });
    },
  );
};
