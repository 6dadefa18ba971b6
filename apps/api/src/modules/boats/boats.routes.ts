import { ZBoatSearchQuery, ZBoatSearchResult } from "@keel/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { searchBoats } from "../search/search.service.ts";

export const boatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/boats",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: "Search published boats: keyword, filters, sort, pagination and facet counts",
        querystring: ZBoatSearchQuery,
        response: { 200: ZBoatSearchResult },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return searchBoats(
        app.db,
        app.engine,
        request.query,
        request.query.locale ?? localeOf(request.headers),
      );
    },
  );
};
