/**
 * Server side of i18n: the request's locale (set by the locale middleware), texts loaded on first use,
 * and a translator for loaders, actions and meta (page titles are translated on the server).
 */
import { createHash } from "node:crypto";
import { DEFAULT_LOCALE, type Locale } from "@keel/contracts/locales";
import { resolveTextsAsync } from "@keel/contracts/texts";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "./config.server.ts";
import { createTranslator, type I18nPayload, type Messages, type TextsUrls, type Translate } from "./i18n.ts";
import { parseMessage } from "./message-format.ts";
import { AREA_KEYS } from "./text-areas.generated.ts";
import { SIGNED_IN_AREAS, type TextArea } from "./text-areas.ts";

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

/**
 * A locale's texts cut per area (text-areas.ts): each signed-in area's file holds the keys its pages use that
 * no public page does (an area's list may share keys with another's), and the public file every other key.
 */
export function splitTexts(
  messages: Messages,
  areaKeys: Readonly<Record<Exclude<TextArea, "public">, readonly string[]>> = AREA_KEYS,
): Record<TextArea, Messages> {
  const owned = new Set(SIGNED_IN_AREAS.flatMap((area) => areaKeys[area]));
  const pick = (keys: Iterable<string>) =>
    Object.fromEntries([...keys].filter((key) => key in messages).map((key) => [key, messages[key]!]));
  return {
    public: pick(Object.keys(messages).filter((key) => !owned.has(key))),
    ...(Object.fromEntries(SIGNED_IN_AREAS.map((area) => [area, pick(areaKeys[area])])) as Record<
      Exclude<TextArea, "public">,
      Messages
    >),
  };
}

/** A texts file as the browser fetches it (parsed): its JSON, and a URL that changes with it. */
export interface TextsFile {
  url: string;
  json: string;
}

/** "all": every text of the locale, for pages rendered before texts were cut per area (and their old URLs). */
export type TextsFileArea = TextArea | "all";

const files = new Map<Locale, Promise<Record<TextsFileArea, TextsFile>>>();

function fileOf(locale: Locale, area: TextsFileArea, messages: Messages): TextsFile {
  const json = JSON.stringify(messages);
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
  return {
    url: area === "all" ? `/i18n/${locale}.${hash}.json` : `/i18n/${locale}.${area}.${hash}.json`,
    json,
  };
}

/** A locale's texts files, built once (each URL carries a hash of its content: cached for good). */
function textsFiles(locale: Locale): Promise<Record<TextsFileArea, TextsFile>> {
  let pending = files.get(locale);
  if (!pending) {
    pending = loadCompiledMessages(locale).then((messages) => {
      const parts = Object.entries(splitTexts(messages)).map(([area, part]) => [
        area,
        fileOf(locale, area as TextArea, part),
      ]);
      return { ...Object.fromEntries(parts), all: fileOf(locale, "all", messages) } as Record<
        TextsFileArea,
        TextsFile
      >;
    });
    pending.catch(() => files.delete(locale));
    files.set(locale, pending);
  }
  return pending;
}

/** One area's texts file of a locale. */
export async function textsFile(locale: Locale, area: TextsFileArea): Promise<TextsFile> {
  return (await textsFiles(locale))[area];
}

/** What the request's pages translate with (every text), and where the browser finds each area's. */
export async function getI18nPayload(
  locale: Locale,
  areas: readonly TextArea[] = ["public"],
): Promise<I18nPayload> {
  const [messages, all] = await Promise.all([loadCompiledMessages(locale), textsFiles(locale)]);
  const urls = Object.fromEntries(
    (["public", ...SIGNED_IN_AREAS] as const).map((area) => [area, all[area].url]),
  ) as TextsUrls;
  return { locale, messages, brand: getConfig().brandName, texts: { urls, areas: [...areas] } };
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
