import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { createTranslator, serializeI18nBootstrap } from "./i18n.ts";

const DIR = join(import.meta.dirname, "../locales");
const stored = (locale: Locale) =>
  JSON.parse(readFileSync(join(DIR, `${locale}.json`), "utf8")) as Record<string, string>;
/** Each locale's texts as pages get them (en-GB's file holds only its overrides of en-US). */
const localeTexts = Object.fromEntries(
  LOCALES.map((locale) => [locale, resolveTexts(locale, stored)]),
) as Record<Locale, Record<string, string>>;
const reference = localeTexts[DEFAULT_LOCALE];

/** Argument names a message uses ({name}, {n, plural, …}, <tag>…</tag>), from its ICU syntax tree. */
function argumentsOf(message: string, locale: Locale): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      if (node.type !== 0 && node.type !== 7 && node.value) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

/** Keys whose value is meant to be the same in every language. */
const SAME_IN_EVERY_LOCALE = new Set([
  // docs/product.md, Interface rules: the default keywords are the brand plus these words, whatever the interface language.
  "meta.keywords",
]);

describe("texts", () => {
  it("has one texts file per locale and nothing else", () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith(".json"))
      .sort();
    expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("%s has exactly the keys of en-US", (locale) => {
    const keys = Object.keys(localeTexts[locale]).sort();
    expect(keys).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALES)("%s holds only valid, non-empty ICU messages", (locale) => {
    for (const [key, message] of Object.entries(localeTexts[locale])) {
      expect(typeof message, key).toBe("string");
      expect(message.trim(), key).not.toBe("");
      expect(() => new IntlMessageFormat(message, locale), `${locale} ${key}: ${message}`).not.toThrow();
    }
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("%s uses the same placeholders as en-US", (locale) => {
    for (const [key, message] of Object.entries(localeTexts[locale])) {
      expect(argumentsOf(message, locale), `${locale} ${key}`).toEqual(
        argumentsOf(reference[key] ?? "", DEFAULT_LOCALE),
      );
    }
  });

  it.each(["fr", "it", "es"] as const)("%s does not copy English sentences untranslated", (locale) => {
    const copied = Object.entries(localeTexts[locale]).filter(([key, message]) => {
      if (SAME_IN_EVERY_LOCALE.has(key) || message !== reference[key]) return false;
      // Short labels may legitimately match ("Messages", "Notification", "Back office"); sentences may not.
      const words = message.replace(/\{[^}]*\}/g, " ").match(/\p{L}+/gu) ?? [];
      return words.length >= 3;
    });
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

describe("createTranslator", () => {
  const t = createTranslator({
    locale: "fr",
    brand: "Keel",
    messages: {
      greet: "Bonjour {name}",
      brand: "Bienvenue sur {brand}",
      boats: "{n, plural, one {# bateau} other {# bateaux}}",
      plain: "Aujourd''hui",
      empty: "",
    },
  });

  it("gives plain text as written, quotes unescaped, however often and with whatever values", () => {
    expect(t("plain")).toBe("Aujourd'hui");
    expect(t("plain", { name: "Anne" })).toBe("Aujourd'hui");
    expect(t("plain")).toBe("Aujourd'hui");
    expect(t("empty")).toBe("");
    expect(t("empty")).toBe("");
  });

  it("still formats what is not plain text after a first use", () => {
    expect(t("greet", { name: "Anne" })).toBe("Bonjour Anne");
    expect(t("greet", { name: "Marc" })).toBe("Bonjour Marc");
  });

  it("formats arguments and plurals in the locale", () => {
    expect(t("greet", { name: "Anne" })).toBe("Bonjour Anne");
    expect(t("boats", { n: 1 })).toBe("1 bateau");
    expect(t("boats", { n: 1200 })).toBe("1\u202f200 bateaux");
  });

  it("provides {brand} to every message", () => {
    expect(t("brand")).toBe("Bienvenue sur Keel");
  });

  it("shows the key of a missing message rather than failing the page", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(t("nope.missing")).toBe("nope.missing");
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it("translates the product's fixed texts in every locale", () => {
    for (const locale of LOCALES) {
      const tr = createTranslator({ locale, brand: "Keel", messages: localeTexts[locale] });
      expect(tr("notFound.message", { path: "/nope" })).toContain("/nope");
      expect(tr("toast.label", { hotkey: "F8" })).toContain("F8");
    }
    const en = createTranslator({ locale: "en-US", brand: "Keel", messages: reference });
    expect(en("notFound.message", { path: "/nope" })).toBe("Page not found: /nope");
    expect(en("auth.invalidCredentials")).toBe("Invalid credentials");
    expect(en("toast.label", { hotkey: "F8" })).toBe("Notifications (F8)");
    expect(en("common.create", { label: "Beneteau" })).toBe('Create "Beneteau"');
  });
});

describe("serializeI18nBootstrap", () => {
  it("escapes every < so the bootstrap cannot close its script element", () => {
    const bootstrap = {
      locale: "fr" as const,
      brand: "</script><b>",
      texts: {
        urls: {
          public: "/i18n/fr.public.0123456789abcdef.json",
          auth: "/i18n/fr.auth.0123456789abcdef.json",
          account: "/i18n/fr.account.0123456789abcdef.json",
          admin: "/i18n/fr.admin.0123456789abcdef.json",
        },
        areas: ["public" as const],
      },
    };
    const json = serializeI18nBootstrap(bootstrap);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(bootstrap);
  });
});
