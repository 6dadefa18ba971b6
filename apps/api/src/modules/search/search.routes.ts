import { ZListingsVersion } from "@keel/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { logPosition } from "./search.repository.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search/version",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary:
          "The version of the public listings (moves with every boat, equipment or team status change)",
        response: { 200: ZListingsVersion },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { version: (await logPosition(app.db, app.engine)).seq };
    },
  );
};
