import { ZIdParams, ZMessage } from "@keel/contracts/common";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@keel/contracts/locales";
import {
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchList,
  ZSavedSearchUpdate,
  ZSavedSearchWithMessage,
} from "@keel/contracts/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { acceptOneClickPosts, escapeHtml, unsubscribePage } from "../mail/mail.routes.ts";
import { findByUnsubscribeToken, stopAlertsByToken } from "./saved-searches.repository.ts";
import {
  changeSavedSearch,
  createSavedSearch,
  getSavedSearches,
  removeSavedSearch,
  visitSavedSearch,
} from "./saved-searches.service.ts";

const ZToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** A signed-in user's saved searches (decision 046), and the one-click unsubscribe of their alert e-mails. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/saved-searches",
    {
      config: { access: access.user },
      schema: {
        tags: ["saved-searches"],
        summary: "Your saved searches, each with the boats published since you last opened it",
        response: { 200: ZSavedSearchList },
      },
    },
    async (request) => ({ items: await getSavedSearches(app.db, request.session!.userId) }),
  );

  app.post(
    "/saved-searches",
    {
      config: { access: access.user, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["saved-searches"],
        summary: "Save a search (its query string: filters and sort; unknown filters are refused)",
        body: ZSavedSearchCreate,
        response: { 201: ZSavedSearchWithMessage },
      },
    },
    async (request, reply) => {
      const saved = await createSavedSearch(app.db, request.session!.userId, request.body);
      reply.status(201);
      return { ...saved, message: translate(localeOf(request.headers), "savedSearch.created") };
    },
  );

  app.patch(
    "/saved-searches/:id",
    {
      config: { access: access.user },
      schema: {
        tags: ["saved-searches"],
        summary: "Rename a saved search or change how often its alerts are e-mailed",
        params: ZIdParams,
        body: ZSavedSearchUpdate,
        response: { 200: ZSavedSearchWithMessage },
      },
    },
    async (request) => {
      const saved = await changeSavedSearch(app.db, request.session!.userId, request.params.id, request.body);
      return { ...saved, message: translate(localeOf(request.headers), "savedSearch.updated") };
    },
  );

  app.post(
    "/saved-searches/:id/visit",
    {
      config: { access: access.user },
      schema: {
        tags: ["saved-searches"],
        summary: "Note that you opened a saved search (its count of new boats starts again)",
        params: ZIdParams,
        response: { 200: ZSavedSearch },
      },
    },
    async (request) => visitSavedSearch(app.db, request.session!.userId, request.params.id),
  );

  app.delete(
    "/saved-searches/:id",
    {
      config: { access: access.user },
      schema: {
        tags: ["saved-searches"],
        summary: "Delete a saved search and its alerts",
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await removeSavedSearch(app.db, request.session!.userId, request.params.id);
      return { message: translate(localeOf(request.headers), "savedSearch.deleted") };
    },
  );

  // The alert e-mails' unsubscribe link: GET shows a page asking (link scanners open links), POST stops the
  // search's alerts (RFC 8058 one-click from the mail client, or the page's button). No sign-in: the token is
  // 192 random bits and stops that one search's alerts, nothing else.
  const linkRoutes: FastifyPluginAsyncZod = async (links) => {
    acceptOneClickPosts(links);
    const limit = { rateLimit: { max: 30, timeWindow: "10 minutes" } };
    const localeOfSearch = (language: string | undefined): Locale =>
      language && isLocale(language) ? language : DEFAULT_LOCALE;

    links.get(
      "/saved-searches/unsubscribe/:token",
      {
        config: { access: access.public, ...limit },
        schema: {
          tags: ["saved-searches"],
          summary: "Page confirming that a saved search's alert e-mails stop",
          params: ZToken,
        },
      },
      async (request, reply) => {
        const found = await findByUnsubscribeToken(app.db, request.params.token);
        const locale = localeOfSearch(found?.language);
        const body = found
          ? `<p style="font-size:16px;line-height:1.5">${escapeHtml(translate(locale, "savedSearch.unsubscribe.question", { search: found.name }))}</p>
<form method="post"><button type="submit" style="background:#0b5f7a;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600">${escapeHtml(translate(locale, "savedSearch.unsubscribe.confirm"))}</button></form>`
          : `<p style="font-size:16px;line-height:1.5">${escapeHtml(translate(locale, "savedSearch.unsubscribe.unknown"))}</p>`;
        return reply
          .status(found ? 200 : 404)
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(unsubscribePage(locale, app.config.brandName, body));
      },
    );

    links.post(
      "/saved-searches/unsubscribe/:token",
      {
        config: { access: access.public, ...limit },
        schema: {
          tags: ["saved-searches"],
          summary: "Stop a saved search's alert e-mails (RFC 8058 one-click)",
          params: ZToken,
          body: z.record(z.string(), z.string()).optional(),
        },
      },
      async (request, reply) => {
        const found = await findByUnsubscribeToken(app.db, request.params.token);
        const locale = localeOfSearch(found?.language);
        if (found) await stopAlertsByToken(app.db, request.params.token, nowIso());
        const message = found
          ? translate(locale, "savedSearch.unsubscribe.done", { search: found.name })
          : translate(locale, "savedSearch.unsubscribe.unknown");
        reply.status(found ? 200 : 404);
        if (request.headers.accept?.includes("text/html")) {
          return reply
            .type("text/html; charset=utf-8")
            .send(
              unsubscribePage(
                locale,
                app.config.brandName,
                `<p style="font-size:16px;line-height:1.5">${escapeHtml(message)}</p>`,
              ),
            );
        }
        return found ? { message } : { error: { code: "NOT_FOUND", message, details: null } };
      },
    );
  };
  await app.register(linkRoutes);
};
