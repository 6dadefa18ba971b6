/**
 * Server side of i18n: the request's locale (set by the locale middleware), texts loaded on first use,
 * and a translator for loaders, actions and meta (page titles are translated on the server).
 */
import { createHash } from "node:crypto";
import { DEFAULT_LOCALE, type Locale } from "@keel/contracts/locales";
import { resolveTextsAsync } from "@keel/contracts/texts";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "./config.server.ts";
import { createTranslator, type I18nPayload, type Messages, type Translate } from "./i18n.ts";
import { parseMessage } from "./message-format.ts";

export const localeContext = createContext<Locale>(DEFAULT_LOCALE);

/** One texts file per locale, loaded on first use (a new language is one more file, no new line here). */
const textsLoaders = import.meta.glob<Messages>("../locales/*.json", { import: "default" });

function loadStored(locale: Locale): Promise<Messages> {
  const load = textsLoaders[`../locales/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`no texts file for ${locale}`));
}

const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    // en-GB's file holds only its overrides of en-US (docs/decisions/039-texts.md).
    pending = resolveTextsAsync(locale, loadStored);
    // A failed load is logged and retried on the next request rather than cached (docs/product.md, Errors).
    pending.catch((error: unknown) => {
      console.error(`i18n: could not load the ${locale} texts`, error);
      loaded.delete(locale);
    });
    loaded.set(locale, pending);
  }
  return pending;
}

const compiled = new Map<Locale, Promise<Messages>>();

/** The texts as syntax trees, parsed once per locale, so that browsers need no ICU parser. */
function loadCompiledMessages(locale: Locale): Promise<Messages> {
  let pending = compiled.get(locale);
  if (!pending) {
    pending = loadMessages(locale).then((messages) =>
      Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [
          key,
          typeof message === "string" ? parseMessage(message, locale) : message,
        ]),
      ),
    );
    pending.catch(() => compiled.delete(locale));
    compiled.set(locale, pending);
  }
  return pending;
}

/** A locale's texts file as the browser fetches it (parsed): its JSON, and a URL that changes with it. */
export interface TextsFile {
  url: string;
  json: string;
}

const files = new Map<Locale, Promise<TextsFile>>();

/** The texts file of a locale, built once (its URL carries a hash of its content: cached for good). */
export function textsFile(locale: Locale): Promise<TextsFile> {
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

/** What the request's pages translate with, and where the browser finds the same texts. */
export async function getI18nPayload(locale: Locale): Promise<I18nPayload> {
  const [messages, file] = await Promise.all([loadCompiledMessages(locale), textsFile(locale)]);
  return { locale, messages, brand: getConfig().brandName, messagesUrl: file.url };
}

const translators = new Map<Locale, Translate>();

/** The translator of the request's locale; one per locale for the process (texts never change). */
export async function getTranslator(context: Readonly<RouterContextProvider>): Promise<Translate> {
  const locale = context.get(localeContext);
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(await getI18nPayload(locale));
    translators.set(locale, t);
  }
  return t;
}
