/**
 * ICU messages formatted from their syntax trees, on the server and in the browser alike. The server parses
 * each text once (`parseMessage`, @formatjs/icu-messageformat-parser) and hands the browser the trees
 * (i18n.server.ts); this formatter walks them. It formats what the catalogues write: plain text, `{name}`,
 * `{n, number}`, `{n, plural, …}` and `{n, selectordinal, …}` (exact `=n` cases, offsets, `#`) and
 * `{x, select, …}`, with the results intl-messageformat gives (message-format.test.ts formats every message
 * of the five catalogues through both). Dates, times, styled numbers and tags are refused by name: a text
 * that needs one adds it here, and that test shows the result matches. intl-messageformat's runtime is about
 * 2 kB gzipped on every page; this is a few hundred bytes.
 */
import { parse } from "@formatjs/icu-messageformat-parser";

/** The parts of @formatjs/icu-messageformat-parser's syntax tree the formatter reads (numbers: its `TYPE`). */
export type MessageElement =
  | { type: typeof LITERAL; value: string }
  | { type: typeof ARGUMENT; value: string }
  | { type: typeof NUMBER; value: string; style?: unknown }
  | { type: typeof SELECT; value: string; options: Record<string, { value: MessageElement[] }> }
  | {
      type: typeof PLURAL;
      value: string;
      options: Record<string, { value: MessageElement[] }>;
      offset: number;
      pluralType: Intl.PluralRulesOptions["type"];
    }
  | { type: typeof POUND }
  | { type: typeof DATE | typeof TIME | typeof TAG; value: string };

/** A parsed message, as the browser receives it. */
export type MessageAst = MessageElement[];
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;

// Kept as numbers: importing the parser's TYPE would bring its module into the browser bundle.
export const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** Parses an ICU text as intl-messageformat does. Server only: the browser build replaces the parser (vite.config.ts). */
export function parseMessage(text: string, locale: string): MessageAst {
  return parse(text, { locale: new Intl.Locale(locale) }) as unknown as MessageAst;
}

const own = <T>(options: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(options, key) ? options[key] : undefined;

/** A formatter of one locale's parsed messages; its number formats and plural rules are built once. */
export function createMessageFormatter(locale: string): (ast: MessageAst, values: MessageValues) => string {
  const numbers = new Intl.NumberFormat(locale);
  const rules: Partial<Record<string, Intl.PluralRules>> = {};
  const number = (value: unknown) => numbers.format(value as number);

  const format = (ast: MessageAst, values: MessageValues, count?: number): string => {
    let text = "";
    for (const element of ast) {
      if (element.type === LITERAL) {
        text += element.value;
        continue;
      }
      if (element.type === POUND) {
        if (typeof count === "number") text += number(count);
        continue;
      }
      const name = element.value;
      if (!(name in values)) throw new Error(`i18n: the message needs a value for "${name}"`);
      const value = values[name];
      if (element.type === ARGUMENT) text += value || typeof value === "number" ? String(value) : "";
      else if (element.type === NUMBER && element.style == null) text += number(value);
      else if (element.type === SELECT || element.type === PLURAL) {
        let option: { value: MessageAst } | undefined;
        let next: number | undefined;
        if (element.type === PLURAL) {
          // As intl-messageformat: `=n` first, then the plural category of the value less the offset.
          next = (value as number) - element.offset;
          option = own(element.options, `=${value}`);
          if (!option) {
            const type = element.pluralType ?? "cardinal";
            rules[type] ??= new Intl.PluralRules(locale, { type });
            option = own(element.options, rules[type].select(next));
          }
        } else option = own(element.options, String(value));
        option ??= element.options.other;
        if (!option) throw new Error(`i18n: no case of "${name}" for ${String(value)}`);
        // A select's cases have no `#` of their own (intl-messageformat passes no count into them either).
        text += format(option.value, values, next);
      } else throw new Error(`i18n: "${name}" uses an ICU argument type this formatter leaves out`);
    }
    return text;
  };
  return format;
}
