/**
 * Loads the long-form page texts (content/pages/{locale}.ts) for the request's locale, on first use, and
 * fills their placeholders from the configuration and the site settings. Only the server imports the
 * content modules: a page receives its one document, in one language, as loader data.
 */
import { readStaleAfterDays, STALE_AFTER_DAYS_KEY } from "@keel/contracts/freshness";
import type { Locale } from "@keel/contracts/locales";
import { getConfig } from "#app/lib/config.server.ts";
import { oldTokenCookieName, tokenCookieName } from "#app/lib/cookies.server.ts";
import { getSiteSettings } from "#app/lib/site-config.server.ts";
import type { ContentDocument, DocumentName, PageContent } from "./content/types.ts";
import { type ContentValues, fillDocument } from "./content.ts";

const loaders: Record<Locale, () => Promise<{ default: PageContent }>> = {
  "en-US": () => import("./content/pages/en-US.ts"),
  "en-GB": () => import("./content/pages/en-GB.ts"),
  fr: () => import("./content/pages/fr.ts"),
  it: () => import("./content/pages/it.ts"),
  es: () => import("./content/pages/es.ts"),
};

const loaded = new Map<Locale, Promise<PageContent>>();

function loadPageContent(locale: Locale): Promise<PageContent> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default);
    // A failed load is retried on the next request rather than cached.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Support contacts and promise from the site settings (spec: "usually answers within 48 hours"). */
export async function getSupportSettings() {
  const settings = await getSiteSettings();
  return {
    email: settings["support.email"] ?? "",
    phone: settings["support.phone"] ?? "",
    responseHours: Number(settings["support.responseHours"]) || 48,
  };
}

export async function getContentValues(): Promise<ContentValues> {
  const [support, settings] = await Promise.all([getSupportSettings(), getSiteSettings()]);
  return {
    brand: getConfig().brandName,
    // A link, so that every mention of the address in the texts can be clicked.
    supportEmail: support.email ? `[${support.email}](mailto:${support.email})` : "[/contact](/contact)",
    tokenCookie: tokenCookieName(),
    oldTokenCookie: oldTokenCookieName(),
    responseHours: String(support.responseHours),
    // The listings' freshness limit (decision 025), as the API applies it: 60 days unless set.
    staleAfterDays: String(readStaleAfterDays(settings[STALE_AFTER_DAYS_KEY])),
  };
}

export async function getDocument(name: DocumentName, locale: Locale): Promise<ContentDocument> {
  const [content, values] = await Promise.all([loadPageContent(locale), getContentValues()]);
  return fillDocument(content[name], values);
}
