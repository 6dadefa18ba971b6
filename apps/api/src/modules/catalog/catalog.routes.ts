/**
 * The reference catalog. Public reads (cacheable for five minutes) feed the listing editor and the search
 * filters; the back office's routes for every list live under /api/v1/admin (admin-lists.ts).
 */
import {
  ZBrandOptionList,
  ZCatalog,
  ZCatalogQuery,
  ZModelOptionList,
  ZOptionQuery,
  ZTeamBrandParams,
} from "@keel/contracts/catalog";
import { ZIdParams, ZTeamParams } from "@keel/contracts/common";
import { formatShown, SHOWS_HEADER } from "@keel/contracts/page-shows";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { ADMIN_LISTS } from "./admin-lists.ts";
import { findBrandOptions } from "./brands.service.ts";
import { getCatalog } from "./catalog.service.ts";
import { findModelOptions } from "./models.service.ts";

/**
 * Successful public reads may be kept five minutes by browsers and shared caches. The catalog's labels
 * follow Accept-Language when the query names no locale, so that answer varies with it.
 */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: access.public };
  const tags = ["catalog"];
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode !== 200) return;
    reply.header("cache-control", "public, max-age=300");
    // Labels only: their changes drop every cached page anyway (decision 044).
    reply.header(SHOWS_HEADER, formatShown({}));
    if (request.routeOptions.url?.endsWith("/catalog")) reply.header("vary", "accept-language");
  });

  app.get(
    "/catalog",
    {
      config,
      schema: {
        tags,
        summary: "Boat types, conditions, availabilities and equipment by type, labelled in one locale",
        querystring: ZCatalogQuery,
        response: { 200: ZCatalog },
      },
    },
    async (request) => getCatalog(app.db, request.query.locale ?? localeOf(request.headers)),
  );

  app.get(
    "/brands",
    {
      config,
      schema: {
        tags,
        summary: "Approved brands matching q (prefix first, accents and case ignored)",
        querystring: ZOptionQuery,
        response: { 200: ZBrandOptionList },
      },
    },
    async (request) => findBrandOptions(app.db, request.query),
  );

  app.get(
    "/brands/:id/models",
    {
      config,
      schema: {
        tags,
        summary: "Approved models of an approved brand matching q",
        params: ZIdParams,
        querystring: ZOptionQuery,
        response: { 200: ZModelOptionList },
      },
    },
    async (request) => findModelOptions(app.db, request.params.id, request.query),
  );
};

/**
 * The listing editor's comboboxes for a team: the public options plus the free-text brands and models the
 * team typed that still wait for review, so a seller finds their own "Create" again on the next boat.
 * Not cached: a new free-text brand must show at once.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // The editor's options: what software writing boats reads to name a brand and model as the dashboard does.
  const config = { access: access.team("member", "boats:read") };
  const tags = ["catalog"];

  app.get(
    "/teams/:teamId/brands",
    {
      config,
      schema: {
        tags,
        summary: "Brands matching q: approved ones and the team's own free-text brands (pending review)",
        params: ZTeamParams,
        querystring: ZOptionQuery,
        response: { 200: ZBrandOptionList },
      },
    },
    async (request) => findBrandOptions(app.db, request.query, request.params.teamId),
  );

  app.get(
    "/teams/:teamId/brands/:id/models",
    {
      config,
      schema: {
        tags,
        summary: "A brand's models matching q: approved ones and the team's own free-text models",
        params: ZTeamBrandParams,
        querystring: ZOptionQuery,
        response: { 200: ZModelOptionList },
      },
    },
    async (request) => findModelOptions(app.db, request.params.id, request.query, request.params.teamId),
  );
};

/** Public reads, the team's combobox reads, and the back office of every list under admin/. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(teamRoutes);
  await app.register(
    async (admin) => {
      for (const routes of ADMIN_LISTS) await admin.register(routes);
    },
    { prefix: "/admin" },
  );
};
