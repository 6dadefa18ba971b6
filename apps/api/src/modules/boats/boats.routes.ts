import { ZBoatList, ZBoatListQuery } from "@keel/contracts/boats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { listPublicBoats } from "./boats.service.ts";

export const boatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/boats",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: "Published boats, sorted and paginated",
        querystring: ZBoatListQuery,
        response: { 200: ZBoatList },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return listPublicBoats(app.db, request.query, request.query.locale ?? localeOf(request.headers));
    },
  );
};
