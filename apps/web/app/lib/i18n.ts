/**
 * Translation with ICU messages (intl-messageformat). The server picks the request's locale and catalogue
 * (i18n.server.ts) and embeds only that catalogue in the document; the browser reads it back before
 * hydration (entry.client.tsx), so no client bundle contains all five catalogues and error screens are
 * translated even when no loader ran. The embedded messages are already parsed, which lets the client
 * bundle leave the ICU parser out (vite.config.ts).
 */
import type { Locale } from "@keel/contracts/locales";
import IntlMessageFormat from "intl-messageformat";
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";

/** A message as written (ICU text) or already parsed (its syntax tree, as embedded for the browser). */
export type Message = string | ReturnType<IntlMessageFormat["getAst"]>;
export type Messages = Record<string, Message>;
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;
export type Translate = (key: string, values?: MessageValues) => string;

/** What the document carries for the browser: the locale, its catalogue and the brand name. */
export interface I18nPayload {
  locale: Locale;
  messages: Messages;
  /** Every message may use `{brand}` without passing it. */
  brand: string;
}

export function createTranslator({ locale, messages, brand }: I18nPayload): Translate {
  // Building a formatter (parsing, for text) is the costly part: one per message and translator.
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) {
      // A missing key is a bug caught by the catalogue test; showing the key keeps the page usable.
      console.error(`i18n: missing message "${key}" for ${locale}`);
      return key;
    }
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, locale);
      formats.set(key, format);
    }
    return String(format.format({ brand, ...values }));
  };
}

interface I18nValue extends I18nPayload {
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Translators by catalogue: their formatters are built once per message, not once per rendered page. */
const translators = new WeakMap<Messages, { locale: Locale; brand: string; t: Translate }>();

function translatorFor(payload: I18nPayload): Translate {
  const cached = translators.get(payload.messages);
  if (cached && cached.locale === payload.locale && cached.brand === payload.brand) return cached.t;
  const t = createTranslator(payload);
  translators.set(payload.messages, { locale: payload.locale, brand: payload.brand, t });
  return t;
}

export function I18nProvider({ payload, children }: { payload: I18nPayload; children: ReactNode }) {
  const value = useMemo(() => ({ ...payload, t: translatorFor(payload) }), [payload]);
  return createElement(I18nContext.Provider, { value }, children);
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useT() needs an <I18nProvider> above it (entry.server / entry.client)");
  return value;
}

/** `const t = useT(); t("home.title")`. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

export function useBrand(): string {
  return useI18n().brand;
}

/** The payload as embedded for the browser (root Layout renders it; entry.client reads it). */
export function useI18nPayload(): I18nPayload {
  const { locale, messages, brand } = useI18n();
  return useMemo(() => ({ locale, messages, brand }), [locale, messages, brand]);
}

/** id of the `<script type="application/json">` element holding the I18nPayload. */
export const I18N_SCRIPT_ID = "keel-i18n";

/** Serialised payloads by catalogue: the server keeps one parsed catalogue per locale, so this holds five. */
const serialized = new WeakMap<Messages, { locale: Locale; brand: string; json: string }>();

/**
 * JSON safe to inline in a script element: `<` is escaped so no `</script>` can close it early. The catalogue
 * is the bulk of every page's HTML; it is serialised once per locale, not once per request.
 */
export function serializeI18nPayload(payload: I18nPayload): string {
  const cached = serialized.get(payload.messages);
  if (cached && cached.locale === payload.locale && cached.brand === payload.brand) return cached.json;
  const json = JSON.stringify(payload).replaceAll("<", "\\u003c");
  serialized.set(payload.messages, { locale: payload.locale, brand: payload.brand, json });
  return json;
}
