import { ZAvailabilityConfirmation, ZConfirmationParams } from "@keel/contracts/freshness";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { confirmByLink, getAvailabilityLink } from "./freshness.service.ts";

/** Limited like the password reset: reading a link must not be a fast way to guess tokens. */
const LINK_LIMIT = { max: 10, timeWindow: "1 minute" } as const;

/**
 * The reminder e-mail's one-click link (decision 025), for whoever holds it: no sign-in. GET only reads, so a
 * mail scanner opening the link confirms nothing; the page behind it posts.
 */
export const freshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/boats/confirmations/:token",
    {
      config: { access: access.public, rateLimit: LINK_LIMIT },
      schema: {
        tags: ["boats"],
        summary: "The boat a reminder's link confirms; 410 once used, expired or the boat no longer listed",
        params: ZConfirmationParams,
        response: { 200: ZAvailabilityConfirmation },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getAvailabilityLink(app.db, request.params.token);
    },
  );

  app.post(
    "/boats/confirmations/:token",
    {
      config: { access: access.public, rateLimit: LINK_LIMIT },
      schema: {
        tags: ["boats"],
        summary:
          "Confirm the boat of a reminder's link is still available (once); its place in results is kept",
        params: ZConfirmationParams,
        response: { 200: ZAvailabilityConfirmation.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const confirmation = await confirmByLink(app.db, request.params.token);
      return {
        ...confirmation,
        message: translate(localeOf(request.headers), "boat.confirmedByLink", {
          boat: confirmation.boat.title,
        }),
      };
    },
  );
};
