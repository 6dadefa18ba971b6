import {
  ZPartner,
  ZPartnerList,
  ZPartnerListQuery,
  ZPartnerQuery,
  ZSlugParams,
} from "@keel/contracts/partners";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { getPartner, listPartners } from "./partners.service.ts";

/**
 * The directory changes when the back office edits it, rarely: browsers and proxies may keep it a while, per
 * language (descriptions follow `locale`, or `Accept-Language` without it).
 */
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
      reply.header("cache-control", CACHE).header("vary", "accept-language");
      return listPartners(app.db, request.query, request.query.locale ?? localeOf(request.headers));
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
        querystring: ZPartnerQuery,
        response: { 200: ZPartner },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? localeOf(request.headers);
      const partner = await getPartner(app.db, request.params.slug, locale);
      reply.header("cache-control", CACHE).header("vary", "accept-language");
      return partner;
    },
  );
};
