/**
 * Server side of i18n: the request's locale (set by the locale middleware), catalogues loaded on first use,
 * and a translator for loaders, actions and meta (page titles are translated on the server).
 */
import { createHash } from "node:crypto";
import { DEFAULT_LOCALE, type Locale } from "@keel/contracts/locales";
import IntlMessageFormat from "intl-messageformat";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "./config.server.ts";
import { createTranslator, type I18nPayload, type Messages, type Translate } from "./i18n.ts";

export const localeContext = createContext<Locale>(DEFAULT_LOCALE);

const catalogueLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  "en-US": () => import("#app/locales/en-US.json"),
  "en-GB": () => import("#app/locales/en-GB.json"),
  fr: () => import("#app/locales/fr.json"),
  it: () => import("#app/locales/it.json"),
  es: () => import("#app/locales/es.json"),
};

const catalogues = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = catalogues.get(locale);
  if (!pending) {
    pending = catalogueLoaders[locale]().then((module) => module.default);
    // A failed load is logged and retried on the next request rather than cached (spec section 8).
    pending.catch((error: unknown) => {
      console.error(`i18n: could not load the ${locale} catalogue`, error);
      catalogues.delete(locale);
    });
    catalogues.set(locale, pending);
  }
  return pending;
}

const compiled = new Map<Locale, Promise<Messages>>();

/** The catalogue as syntax trees, parsed once per locale, so that browsers need no ICU parser. */
function loadCompiledMessages(locale: Locale): Promise<Messages> {
  let pending = compiled.get(locale);
  if (!pending) {
    pending = loadMessages(locale).then((messages) =>
      Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [
          key,
          new IntlMessageFormat(message, locale).getAst(),
        ]),
      ),
    );
    pending.catch(() => compiled.delete(locale));
    compiled.set(locale, pending);
  }
  return pending;
}

/** A locale's parsed catalogue as the browser fetches it: its JSON, and a URL that changes with it. */
export interface CatalogueFile {
  url: string;
  json: string;
}

const files = new Map<Locale, Promise<CatalogueFile>>();

/** The catalogue file of a locale, built once (its URL carries a hash of its content: cached for good). */
export function catalogueFile(locale: Locale): Promise<CatalogueFile> {
  let pending = files.get(locale);
  if (!pending) {
    pending = loadCompiledMessages(locale).then((messages) => {
      const json = JSON.stringify(messages);
      const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
      return { url: `/i18n/${locale}.${hash}.json`, json };
    });
    pending.catch(() => files.delete(locale));
    files.set(locale, pending);
  }
  return pending;
}

/** What the request's pages translate with, and where the browser finds the same catalogue. */
export async function getI18nPayload(locale: Locale): Promise<I18nPayload> {
  const [messages, file] = await Promise.all([loadCompiledMessages(locale), catalogueFile(locale)]);
  return { locale, messages, brand: getConfig().brandName, messagesUrl: file.url };
}

const translators = new Map<Locale, Translate>();

/** The translator of the request's locale; one per locale for the process (catalogues never change). */
export async function getTranslator(context: Readonly<RouterContextProvider>): Promise<Translate> {
  const locale = context.get(localeContext);
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(await getI18nPayload(locale));
    translators.set(locale, t);
  }
  return t;
}
