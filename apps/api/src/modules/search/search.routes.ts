import { ZListingsChanges, ZListingsChangesQuery } from "@keel/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { listingsChanges } from "./listings-changes.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search/changes",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary:
          "What changed in the public listings since a cursor: the boats and teams whose pages show something new",
        querystring: ZListingsChangesQuery,
        response: { 200: ZListingsChanges },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listingsChanges(app.db, app.engine, request.query.since);
    },
  );
};
