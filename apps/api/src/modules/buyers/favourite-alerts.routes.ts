import {
  ZFavouriteAlerts,
  ZFavouriteAlertsUpdate,
  ZFavouriteAlertsWithMessage,
} from "@keel/contracts/buyers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { tokenUnsubscribeRoutes } from "../mail/mail.routes.ts";
import { findByFavouritesToken, stopFavouriteAlertsByToken } from "./favourite-alerts.repository.ts";
import { changeFavouriteAlerts, getFavouriteAlerts } from "./favourite-alerts.service.ts";

/**
 * The signed-in user's choice for alerts on their favourites (decision 045, addendum of 2026-11-27), and the
 * one-click unsubscribe of those e-mails.
 */
export const favouriteAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/me/favourite-alerts",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "How often the changes of your favourites are e-mailed (price drops, under offer, sold)",
        response: { 200: ZFavouriteAlerts },
      },
    },
    async (request) => getFavouriteAlerts(app.db, request.session!.userId),
  );

  app.patch(
    "/users/me/favourite-alerts",
    {
      config: { access: access.user, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Choose how often the changes of your favourites are e-mailed, or turn them off (`none`)",
        body: ZFavouriteAlertsUpdate,
        response: { 200: ZFavouriteAlertsWithMessage },
      },
    },
    async (request) => {
      const alerts = await changeFavouriteAlerts(app.db, request.session!.userId, request.body.frequency);
      return { ...alerts, message: translate(localeOf(request.headers), "favouriteAlerts.updated") };
    },
  );

  await app.register(
    tokenUnsubscribeRoutes({
      path: "/favourites/unsubscribe/:token",
      tag: "users",
      summaries: {
        page: "Page confirming that the alert e-mails about your favourites stop",
        stop: "Stop the alert e-mails about your favourites (RFC 8058 one-click)",
      },
      texts: {
        question: "favouriteAlerts.unsubscribe.question",
        confirm: "favouriteAlerts.unsubscribe.confirm",
        done: "favouriteAlerts.unsubscribe.done",
        unknown: "favouriteAlerts.unsubscribe.unknown",
      },
      async find(token) {
        const found = await findByFavouritesToken(app.db, token);
        return found && { language: found.language, values: {} };
      },
      stop: (token) => stopFavouriteAlertsByToken(app.db, token, nowIso()),
    }),
  );
};
