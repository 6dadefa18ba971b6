/**
 * The unsubscribe link of notification e-mails (unsubscribe.ts). POST unsubscribes: mail providers send
 * `List-Unsubscribe=One-Click` there (RFC 8058), and the page's button posts the same. GET only shows that page,
 * in the member's language, because link scanners and previews open links without anyone asking.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "@keel/contracts/locales";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { findUnsubscribe, unsubscribe } from "./unsubscribe.repository.ts";

const ZToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The small page of an unsubscribe link (this one and saved searches' alerts). */
export function unsubscribePage(locale: Locale, brand: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(brand)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2a33;background:#f3f6f8;margin:0"><main style="max-width:560px;margin:48px auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;color:#0b5f7a;margin:0 0 24px">${escapeHtml(brand)}</h1>${body}</main></body></html>`;
}

/** One-click requests are form posts: a parser scoped to the plugin that holds the unsubscribe routes. */
export function acceptOneClickPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickPosts(app);
  const limit = { rateLimit: { max: 30, timeWindow: "10 minutes" } };

  app.get(
    "/mail/unsubscribe/:token",
    {
      config: { access: access.public, ...limit },
      schema: {
        tags: ["site"],
        summary: "Page confirming a notification e-mail's unsubscribe",
        params: ZToken,
      },
    },
    async (request, reply) => {
      const found = await findUnsubscribe(app.db, request.params.token);
      const locale = found && isLocale(found.language) ? found.language : DEFAULT_LOCALE;
      const body = found
        ? `<p style="font-size:16px;line-height:1.5">${escapeHtml(translate(locale, "mail.unsubscribe.question", { team: found.teamName }))}</p>
<form method="post"><button type="submit" style="background:#0b5f7a;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600">${escapeHtml(translate(locale, "mail.unsubscribe.confirm"))}</button></form>`
        : `<p style="font-size:16px;line-height:1.5">${escapeHtml(translate(locale, "mail.unsubscribe.unknown"))}</p>`;
      return reply
        .status(found ? 200 : 404)
        .type("text/html; charset=utf-8")
        .send(unsubscribePage(locale, app.config.brandName, body));
    },
  );

  app.post(
    "/mail/unsubscribe/:token",
    {
      config: { access: access.public, ...limit },
      schema: {
        tags: ["site"],
        summary: "Unsubscribe from a team's notification e-mails (RFC 8058 one-click)",
        params: ZToken,
        body: z.record(z.string(), z.string()).optional(),
      },
    },
    async (request, reply) => {
      const found = await findUnsubscribe(app.db, request.params.token);
      const locale = found && isLocale(found.language) ? found.language : DEFAULT_LOCALE;
      if (found) await unsubscribe(app.db, request.params.token);
      const message = found
        ? translate(locale, "mail.unsubscribe.done", { team: found.teamName })
        : translate(locale, "mail.unsubscribe.unknown");
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

/**
 * The one-click unsubscribe link of alert e-mails that carry their own random token (a saved search's, a user's
 * favourites'): GET shows a page asking (link scanners open links), POST stops them (RFC 8058 one-click from the
 * mail client, or the page's button). No sign-in: the token is 192 random bits and stops those alerts only. An
 * unknown token answers 404 with the `unknown` text.
 */
export function tokenUnsubscribeRoutes(options: {
  /** The route, with `:token`, e.g. `/saved-searches/unsubscribe/:token`. */
  path: string;
  tag: string;
  summaries: { page: string; stop: string };
  /** The keys of the page's texts; `question` and `done` get the values `find` returns. */
  texts: { question: MessageKey; confirm: MessageKey; done: MessageKey; unknown: MessageKey };
  find(token: string): Promise<{ language: string; values: Record<string, string> } | undefined>;
  stop(token: string): Promise<void>;
}): FastifyPluginAsyncZod {
  const { texts } = options;
  const localeOfFound = (found: { language: string } | undefined): Locale =>
    found && isLocale(found.language) ? found.language : DEFAULT_LOCALE;
  return async (app) => {
    acceptOneClickPosts(app);
    const limit = { rateLimit: { max: 30, timeWindow: "10 minutes" } };
    const paragraph = (text: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

    app.get(
      options.path,
      {
        config: { access: access.public, ...limit },
        schema: { tags: [options.tag], summary: options.summaries.page, params: ZToken },
      },
      async (request, reply) => {
        const found = await options.find(request.params.token);
        const locale = localeOfFound(found);
        const body = found
          ? `${paragraph(translate(locale, texts.question, found.values))}
<form method="post"><button type="submit" style="background:#0b5f7a;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600">${escapeHtml(translate(locale, texts.confirm))}</button></form>`
          : paragraph(translate(locale, texts.unknown));
        return reply
          .status(found ? 200 : 404)
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(unsubscribePage(locale, app.config.brandName, body));
      },
    );

    app.post(
      options.path,
      {
        config: { access: access.public, ...limit },
        schema: {
          tags: [options.tag],
          summary: options.summaries.stop,
          params: ZToken,
          body: z.record(z.string(), z.string()).optional(),
        },
      },
      async (request, reply) => {
        const found = await options.find(request.params.token);
        const locale = localeOfFound(found);
        if (found) await options.stop(request.params.token);
        const message = found
          ? translate(locale, texts.done, found.values)
          : translate(locale, texts.unknown);
        reply.status(found ? 200 : 404);
        if (request.headers.accept?.includes("text/html")) {
          return reply
            .type("text/html; charset=utf-8")
            .send(unsubscribePage(locale, app.config.brandName, paragraph(message)));
        }
        return found ? { message } : { error: { code: "NOT_FOUND", message, details: null } };
      },
    );
  };
}
