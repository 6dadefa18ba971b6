import { ZId, ZMessage } from "@keel/contracts/common";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import { formatShown, SHOWS_HEADER } from "@keel/contracts/page-shows";
import { nextUtcMidnight } from "@keel/contracts/price-history";
import { ZBoatEvent, ZPublicBoatAnswer, ZSimilarBoats } from "@keel/contracts/public-boat";
import { ZBoatSearchQuery, ZBoatSearchResult } from "@keel/contracts/search";
import {
  ZBoatSitemapChunks,
  ZBoatSitemapChunksQuery,
  ZBoatSitemapPage,
  ZBoatSitemapQuery,
} from "@keel/contracts/sitemap";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound, rateLimited } from "../../errors.ts";
import { localeOf } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { appLink } from "../mail/links.ts";
import { BOAT_EVENTS_PER_MINUTE, countBoatEvent } from "./boat-events.service.ts";
import { getBoatSitemapChunks, getBoatSitemapPage } from "./boat-sitemap.service.ts";
import { getPublicBoat } from "./public-boat.service.ts";

const ZLocaleQuery = z.object({ locale: z.enum(LOCALES).optional() });
const ZSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

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
      // Any listing's change can move a search's results or counts (the web's page cache, decision 044).
      // Cards' "Price reduced" badges age out at 00:00 UTC (decision 051).
      reply.header(SHOWS_HEADER, formatShown({ listings: true, until: nextUtcMidnight(Date.now()) }));
      const body = await app.boatSearch.search(
        request.query,
        request.query.locale ?? localeOf(request.headers),
      );
      // Already JSON in UTF-8, checked against the response schema where the search ran
      // (modules/search/boat-search.ts): written as it is.
      return (reply as FastifyReply)
        .type("application/json; charset=utf-8")
        .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    },
  );

  app.get(
    "/boats/sitemap",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: "Public boats by id for sitemaps: a keyset page after `afterId` (id, slug, last change)",
        querystring: ZBoatSitemapQuery,
        response: { 200: ZBoatSitemapPage },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return getBoatSitemapPage(app.db, request.query.afterId, request.query.limit);
    },
  );

  app.get(
    "/boats/sitemap/chunks",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: "Public boats counted per range of `size` ids (sitemap chunks), with their last change",
        querystring: ZBoatSitemapChunksQuery,
        response: { 200: ZBoatSitemapChunks },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return getBoatSitemapChunks(app.db, request.query.size);
    },
  );

  // A boat page has two addresses (its slug, or its id for localized paths) that answer the same way:
  // cacheable for 30 s, in the language asked for, or else the one the client accepts. The web server's boat
  // page asks with `view=detail` (for a visitor that is not a crawler): the visitor's detail view is counted
  // with the answer, as a posted event would be, and that answer is nobody else's to cache. It asks with
  // `include=similar` too: the similar boats come in the same answer, looked up beside the boat, so the page
  // makes one call (decision 043). Without them the boat is still whole: a failure there leaves them empty.
  const publicBoatSchema = {
    tags: ["boats"],
    querystring: ZLocaleQuery.extend({
      view: z.enum(["detail"]).optional(),
      include: z.enum(["similar"]).optional(),
    }),
    response: { 200: ZPublicBoatAnswer },
  };
  const sendPublicBoat = async (
    where: { slug: string } | { id: number },
    request: {
      query: { locale?: Locale; view?: "detail"; include?: "similar" };
      headers: Record<string, string | string[] | undefined>;
      ip: string;
      log: { warn: (details: object, message: string) => void };
    },
    reply: { header: (name: string, value: string) => unknown },
  ) => {
    const locale = request.query.locale ?? localeOf(request.headers);
    const similarTo = (slug: string) =>
      app.boatSearch.similar(slug, locale).catch((error: unknown) => {
        // An unknown slug's 404 is the boat's to answer; anything else is worth a line in the log.
        if (!(error instanceof AppError && error.code === "NOT_FOUND"))
          request.log.warn({ err: error }, "boat page: could not find similar boats");
        return [];
      });
    const wantsSimilar = request.query.include === "similar";
    // By slug they are looked up at once, beside the boat (an unknown one drops them).
    const early = wantsSimilar && "slug" in where ? similarTo(where.slug) : null;
    const boat = await getPublicBoat(app.db, where, locale).catch(async (error: unknown) => {
      // A boat no longer for sale: its 410 page offers boats like it, so they come with the refusal's details.
      if (wantsSimilar && error instanceof AppError && error.code === "GONE") {
        const gone = error.details as { slug: string };
        throw new AppError("GONE", error.messageKey, {
          details: { ...gone, similar: await (early ?? similarTo(gone.slug)) },
        });
      }
      throw error;
    });
    const similar = wantsSimilar ? await (early ?? similarTo(boat.slug)) : undefined;
    if (request.query.view === "detail") {
      reply.header("cache-control", "private, no-store");
      // Counted beside the answer, not before it: the page never waits for the statistics.
      countBoatEvent(app.db, {
        boatId: boat.id,
        kind: "detail_view",
        visitor: request.ip,
        address: request.ip,
      }).catch((error: unknown) => request.log.warn({ err: error }, "boat page: could not count the view"));
    } else {
      reply.header("cache-control", "public, max-age=30");
    }
    // The boat, its seller's card and its similar boats' cards (the web's page cache drops the page when one
    // changes, decision 044), until the next 00:00 UTC, when days on market and reductions move (decision 051).
    reply.header(
      SHOWS_HEADER,
      formatShown({
        boats: [boat.id, ...(similar ?? []).map((card) => card.id)],
        teams: [boat.seller.teamId],
        until: nextUtcMidnight(Date.now()),
      }),
    );
    return similar ? { ...boat, similar } : boat;
  };

  app.get(
    "/boats/:slug",
    {
      config: { access: access.public },
      schema: {
        ...publicBoatSchema,
        summary:
          "A public boat by slug (410 when no longer for sale); include=similar adds up to six boats like it",
        params: ZSlugParams,
      },
    },
    async (request, reply) => sendPublicBoat({ slug: request.params.slug }, request, reply),
  );

  app.get(
    "/boats/by-id/:id",
    {
      config: { access: access.public },
      schema: {
        ...publicBoatSchema,
        summary: "A public boat by id (localized detail pages); include=similar adds up to six boats like it",
        params: z.object({ id: ZId }),
      },
    },
    async (request, reply) => sendPublicBoat({ id: request.params.id }, request, reply),
  );

  app.get(
    "/boats/:slug/similar",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: "Up to six public boats like this one (also for sold boats)",
        params: ZSlugParams,
        querystring: ZLocaleQuery,
        response: { 200: ZSimilarBoats },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const items = await app.boatSearch.similar(
        request.params.slug,
        request.query.locale ?? localeOf(request.headers),
      );
      reply.header(
        SHOWS_HEADER,
        formatShown({ boats: items.map((item) => item.id), until: nextUtcMidnight(Date.now()) }),
      );
      return { items };
    },
  );

  app.post(
    "/boats/:id/events",
    {
      config: { access: access.public },
      schema: {
        tags: ["boats"],
        summary: `Count a view, a detail view or a click for the seller's statistics (${BOAT_EVENTS_PER_MINUTE} a minute per address)`,
        params: z.object({ id: ZId }),
        body: ZBoatEvent,
        response: { 202: ZMessage },
      },
    },
    async (request, reply) => {
      const outcome = await countBoatEvent(app.db, {
        boatId: request.params.id,
        kind: request.body.kind,
        visitor: request.body.visitor ?? request.ip,
        address: request.ip,
      });
      if (outcome === "not-public") throw notFound();
      if (outcome !== "counted") throw rateLimited(outcome.retryAfterSeconds);
      return reply.status(202).send({});
    },
  );

  app.get(
    "/boats/:slug/brochure.pdf",
    {
      config: { access: access.public, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["boats"],
        summary: "The boat's printable brochure (A4 PDF) in the requested language",
        params: ZSlugParams,
        querystring: ZLocaleQuery,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? localeOf(request.headers);
      const boat = await getPublicBoat(app.db, { slug: request.params.slug }, locale);
      // PDF and image libraries load with the first brochure, not with the API (decision 056).
      const { getBrochure } = await import("../brochure/brochure.service.ts");
      const pdf = await getBrochure(app.storage, boat, locale, {
        brandName: app.config.brandName,
        boatUrl: appLink(app.config.publicAppUrl, locale, `/boats/${boat.slug}`),
        generatedAt: new Date(),
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${boat.slug}.pdf"`)
        .header("cache-control", "public, max-age=3600")
        .send(pdf);
    },
  );
};
