import { ZIdParams, ZMessage } from "@keel/contracts/common";
import {
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchList,
  ZSavedSearchUpdate,
  ZSavedSearchWithMessage,
} from "@keel/contracts/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { tokenUnsubscribeRoutes } from "../mail/mail.routes.ts";
import { findByUnsubscribeToken, stopAlertsByToken } from "./saved-searches.repository.ts";
import {
  changeSavedSearch,
  createSavedSearch,
  getSavedSearches,
  removeSavedSearch,
  visitSavedSearch,
} from "./saved-searches.service.ts";

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

  // The alert e-mails' unsubscribe link: a page on GET, the search's alerts off on POST (one-click).
  await app.register(
    tokenUnsubscribeRoutes({
      path: "/saved-searches/unsubscribe/:token",
      tag: "saved-searches",
      summaries: {
        page: "Page confirming that a saved search's alert e-mails stop",
        stop: "Stop a saved search's alert e-mails (RFC 8058 one-click)",
      },
      texts: {
        question: "savedSearch.unsubscribe.question",
        confirm: "savedSearch.unsubscribe.confirm",
        done: "savedSearch.unsubscribe.done",
        unknown: "savedSearch.unsubscribe.unknown",
      },
      async find(token) {
        const found = await findByUnsubscribeToken(app.db, token);
        return found && { language: found.language, values: { search: found.name } };
      },
      stop: (token) => stopAlertsByToken(app.db, token, nowIso()),
    }),
  );
};
