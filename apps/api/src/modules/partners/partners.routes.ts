import { ZPartner, ZPartnerList, ZPartnerListQuery, ZSlugParams } from "@keel/contracts/partners";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { getPartner, listPartners } from "./partners.service.ts";

/** The directory changes when the back office edits it, rarely: browsers and proxies may keep it a while. */
const CACHE = "public, max-age=300, stale-while-revalidate=600";

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/partners",
    {
      config: { access: access.public },
      schema: {
        tags: ["partners"],
        summary: "The partners directory: keyword, category, country, pagination and counts per category",
        querystring: ZPartnerListQuery,
        response: { 200: ZPartnerList },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      return listPartners(app.db, request.query);
    },
  );

  app.get(
    "/partners/:slug",
    {
      config: { access: access.public },
      schema: {
        tags: ["partners"],
        summary: "A partner's page",
        params: ZSlugParams,
        response: { 200: ZPartner },
      },
    },
    async (request, reply) => {
      const partner = await getPartner(app.db, request.params.slug);
      reply.header("cache-control", CACHE);
      return partner;
    },
  );
};
