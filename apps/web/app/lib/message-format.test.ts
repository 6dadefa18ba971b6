import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import {
  createMessageFormatter,
  type MessageAst,
  type MessageElement,
  type MessageValues,
  parseMessage,
} from "./message-format.ts";

const DIR = join(import.meta.dirname, "../locales");
const stored = (locale: Locale) =>
  JSON.parse(readFileSync(join(DIR, `${locale}.json`), "utf8")) as Record<string, string>;

/** Counts that reach every plural category of the five languages (one, many, other), with and without `=n`. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000, 1_000_000, 2_500_000, 1.5, -1];
const NUMBERS = [0, 1, 7.25, 1234.5, 1_000_000, -42];
const TEXTS = ["Anne", "", "Lagoon 42 <b>&amp;", "{brand}"];

/** Representative values of each argument of a message, from its syntax tree: every case of every select. */
function candidates(ast: MessageAst, found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  const add = (name: string, values: unknown[]) => found.set(name, [...(found.get(name) ?? []), ...values]);
  for (const element of ast as MessageElement[]) {
    if (element.type === 1) add(element.value, [...TEXTS, 0, 1234]);
    else if (element.type === 2) add(element.value, NUMBERS);
    else if (element.type === 5) add(element.value, [...Object.keys(element.options), "none-of-them"]);
    else if (element.type === 6) add(element.value, COUNTS);
    if ("options" in element)
      for (const option of Object.values(element.options)) candidates(option.value, found);
  }
  return found;
}

/** Value sets that give every argument each of its candidates at least once (and more mixes beside). */
function valueSets(ast: MessageAst): MessageValues[] {
  const arguments_ = [...candidates(ast)].map(([name, values]) => [name, [...new Set(values)]] as const);
  const rounds = Math.max(1, ...arguments_.map(([, values]) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      arguments_.map(([name, values], index) => [name, values[(round + index) % values.length]]),
    ),
  ) as MessageValues[];
}

describe("createMessageFormatter", () => {
  it.each(LOCALES)("formats every %s message as intl-messageformat does", (locale) => {
    const format = createMessageFormatter(locale);
    let formatted = 0;
    for (const [key, text] of Object.entries(resolveTexts(locale, stored))) {
      const reference = new IntlMessageFormat(text, locale);
      const ast = parseMessage(text, locale);
      // The server parses as intl-messageformat does: the same tree.
      expect(ast, key).toEqual(reference.getAst());
      for (const values of valueSets(ast)) {
        const all = { brand: "Keel", ...values };
        expect(format(ast, all), `${locale} ${key} ${JSON.stringify(values)}`).toBe(
          String(reference.format(all)),
        );
        formatted += 1;
      }
    }
    expect(formatted).toBeGreaterThan(1000);
  });

  it("formats the ICU features it supports as intl-messageformat does", () => {
    const messages = [
      "{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
      "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
      "{n, plural, other {{kind, select, boat {# boats} other {# others}}}}",
      "{kind, select, boat {a boat {n, number}} other {something}} '{literal}' it''s",
      "{n, plural, =2 {two exactly} other {# items}}",
    ];
    for (const locale of ["en-US", "fr", "it"])
      for (const text of messages)
        for (const n of [0, 1, 2, 3, 4, 11, 12, 21, 23, 101, 1234.5])
          for (const kind of ["boat", "car"]) {
            const values = { n, kind, who: "Anne" };
            expect(createMessageFormatter(locale)(parseMessage(text, locale), values), `${text} ${n}`).toBe(
              String(new IntlMessageFormat(text, locale).format(values)),
            );
          }
  });

  it("refuses a missing value, and the ICU types it leaves out, by name", () => {
    const format = createMessageFormatter("en-US");
    expect(() => format(parseMessage("Hello {name}", "en-US"), {})).toThrow(/"name"/);
    expect(() => format(parseMessage("{d, date, short}", "en-US"), { d: new Date(0) })).toThrow(/"d"/);
    expect(() => format(parseMessage("{p, number, percent}", "en-US"), { p: 0.5 })).toThrow(/"p"/);
    expect(() => format(parseMessage("<b>bold</b>", "en-US"), { b: "x" })).toThrow(/"b"/);
  });
});
