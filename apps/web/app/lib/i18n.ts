/**
 * Translation with ICU messages. The server picks the request's locale and its texts (i18n.server.ts); the
 * document names their file, which the browser fetches before hydration (entry.client.tsx) and then keeps for
 * good. No client bundle contains all five locales' texts, error screens are translated even when no loader
 * ran, and the file's messages are already parsed, which lets the client bundle leave the ICU parser out
 * (vite.config.ts) and format with the small formatter of message-format.ts, as the server does.
 */
import type { Locale } from "@keel/contracts/locales";
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";
import {
  createMessageFormatter,
  LITERAL,
  type MessageAst,
  type MessageValues,
  parseMessage,
} from "./message-format.ts";
import { scriptJson } from "./script-json.ts";
import type { TextArea } from "./text-areas.ts";

export type { MessageValues };
/** A message as written (ICU text) or already parsed (its syntax tree, as embedded for the browser). */
export type Message = string | MessageAst;
export type Messages = Record<string, Message>;
export type Translate = (key: string, values?: MessageValues) => string;

/** What translation needs: the locale, its texts and the brand name. */
export interface I18nPayload {
  locale: Locale;
  messages: Messages;
  /** Every message may use `{brand}` without passing it. */
  brand: string;
  /** Where the browser gets these texts: a file per area, cached for good (i18n.server.ts textsFile). */
  texts?: TextsBootstrap;
}

/** The URL of each area's texts file for the page's locale (text-areas.ts). */
export type TextsUrls = Record<TextArea, string>;

export interface TextsBootstrap {
  urls: TextsUrls;
  /** The areas whose texts the page needs before it hydrates: "public" first, then the page's own area. */
  areas: TextArea[];
}

/**
 * What the document embeds for the browser: the locale, the brand and where the texts are. The texts
 * themselves are separate, immutable files, cached across pages, rather than half of every page's HTML.
 */
export interface I18nBootstrap {
  locale: Locale;
  brand: string;
  texts: TextsBootstrap;
}

export function createTranslator({ locale, messages, brand }: I18nPayload): Translate {
  const format = createMessageFormatter(locale);
  // Texts given as written (tests, a server translator built from them) are parsed once each.
  const parsed = new Map<string, MessageAst>();
  return (key, values) => {
    let ast = messages[key];
    if (ast === undefined) {
      // A missing key is a bug caught by the texts test; showing the key keeps the page usable.
      console.error(`i18n: missing message "${key}" for ${locale}`);
      return key;
    }
    if (typeof ast === "string") {
      const text = ast;
      ast = parsed.get(key);
      if (!ast) {
        ast = parseMessage(text, locale);
        parsed.set(key, ast);
      }
    }
    // Most messages are plain text: a page's hundreds of labels cost a lookup each, not a formatting pass.
    const [first] = ast;
    if (ast.length === 1 && first?.type === LITERAL) return first.value;
    return format(ast, { brand, ...values });
  };
}

interface I18nValue extends I18nPayload {
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Translators keyed by their texts: built (number formats, plural rules) once per texts, not once per rendered page. */
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

const NO_TEXTS: TextsBootstrap = { urls: { public: "", auth: "", account: "", admin: "" }, areas: [] };

/** What the document embeds for the browser (root Layout renders it; entry.client reads it). */
export function useI18nBootstrap(): I18nBootstrap {
  const { locale, brand, texts } = useI18n();
  return useMemo(() => ({ locale, brand, texts: texts ?? NO_TEXTS }), [locale, brand, texts]);
}

/** id of the `<script type="application/json">` element holding the I18nBootstrap. */
export const I18N_SCRIPT_ID = "keel-i18n";

/** JSON safe to inline in a script element (script-json.ts): no `</script>` can close it early. */
export function serializeI18nBootstrap(bootstrap: I18nBootstrap): string {
  return scriptJson(bootstrap);
}
