/**
 * Server side of i18n: the request's locale (set by the locale middleware), catalogues loaded on first use,
 * and a translator for loaders, actions and meta (page titles are translated on the server).
 */
import { DEFAULT_LOCALE, type Locale } from "@keel/contracts/locales";
import IntlMessageFormat from "intl-messageformat";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "./config.server.ts";
import { createTranslator, type I18nPayload, type Messages, type Translate } from "./i18n.ts";

export const localeContext = createContext<Locale>(DEFAULT_LOCALE);

const catalogueLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  "en-US": () => import("../locales/en-US.json"),
  "en-GB": () => import("../locales/en-GB.json"),
  fr: () => import("../locales/fr.json"),
  it: () => import("../locales/it.json"),
  es: () => import("../locales/es.json"),
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

/** What the document embeds for the browser: the request's locale and its parsed catalogue. */
export async function getI18nPayload(locale: Locale): Promise<I18nPayload> {
  return { locale, messages: await loadCompiledMessages(locale), brand: getConfig().brandName };
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
