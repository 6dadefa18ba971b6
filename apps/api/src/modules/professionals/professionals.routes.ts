import { ZSlugParams } from "@keel/contracts/partners";
import {
  ZProfessionalList,
  ZProfessionalListQuery,
  ZProfessionalProfile,
  ZProfessionalQuery,
} from "@keel/contracts/professionals";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { getProfessional, listProfessionals } from "./professionals.service.ts";

/** Boat counts and reply times move with every listing and answer: a minute of staleness is plenty. */
const CACHE = "public, max-age=60, stale-while-revalidate=300";

export const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/professionals",
    {
      config: { access: access.public },
      schema: {
        tags: ["professionals"],
        summary: "The professionals network: listed teams with boats listed, languages and reply time",
        querystring: ZProfessionalListQuery,
        response: { 200: ZProfessionalList },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      return listProfessionals(app.db, request.query);
    },
  );

  app.get(
    "/professionals/:slug",
    {
      config: { access: access.public },
      schema: {
        tags: ["professionals"],
        summary: "A professional's profile page with its latest public boats",
        params: ZSlugParams,
        querystring: ZProfessionalQuery,
        response: { 200: ZProfessionalProfile },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? localeOf(request.headers);
      const profile = await getProfessional(app.db, request.params.slug, locale);
      reply.header("cache-control", CACHE).header("vary", "accept-language");
      return profile;
    },
  );
};
