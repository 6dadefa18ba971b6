/**
 * Intl formatters, built once per kind, locale and options and then reused (docs/decisions/033-search-cpu-and-memory.md).
 * Building one costs tens of microseconds (ICU data lookups), formatting with it about one: a page that built
 * its formatters on every render spent a twentieth of its time here. A formatter is a pure function of its
 * locale and options (and of the runtime's ICU data, fixed for a process), so nothing ever makes one stale;
 * the cache is bounded only so that options drawn from data (currency codes) cannot grow it without end.
 * Runs on the server and in the browser alike.
 */

type Formatter =
  | Intl.NumberFormat
  | Intl.DateTimeFormat
  | Intl.ListFormat
  | Intl.DisplayNames
  | Intl.Collator
  | Intl.RelativeTimeFormat;

/** Far above what the app asks for (a few dozen shapes times five locales). */
export const MAX_FORMATTERS = 1000;

/**
 * The formatters by kind, locale, then each option given (name, then value, in the order written), the
 * formatter itself under FORMATTER at the end of its path. Looking one up is a few map lookups of strings that
 * already exist (the call site's names and values): no key is built, which a list page paid on every price,
 * length and count (a key of the options as JSON was about a twelfth of a boat card's render). Values are
 * compared as a Map compares them (the number 1 is not the string "1"; no Intl option takes an object). The
 * formatter's key, null, is never an option's name. Paths are made only for a formatter that was built (a
 * malformed locale or currency leaves nothing behind).
 */
type Level = Map<unknown, Level | Formatter>;
const FORMATTER = null;
let formatters: Level = new Map();
let formatterCount = 0;

function reuse<T extends Formatter>(
  kind: string,
  locale: string,
  options: object | undefined,
  build: () => T,
): T {
  const found = walk(kind, locale, options, false)?.get(FORMATTER) as T | undefined;
  if (found !== undefined) return found;
  const formatter = build();
  // Full (options drawn from data): start again rather than keep an order; the app's shapes come back at
  // once, built again.
  if (formatterCount >= MAX_FORMATTERS) {
    formatters = new Map();
    formatterCount = 0;
  }
  walk(kind, locale, options, true)?.set(FORMATTER, formatter);
  formatterCount += 1;
  return formatter;
}

/** The level at the end of the path of `kind`, `locale` and `options`; made on the way with `make`. */
function walk(kind: string, locale: string, options: object | undefined, make: boolean): Level | undefined {
  let level = step(step(formatters, kind, make), locale, make);
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    // Left undefined is not given, as for Intl.
    if (value !== undefined) level = step(step(level, name, make), value, make);
  }
  return level;
}

function step(level: Level | undefined, key: unknown, make: boolean): Level | undefined {
  let next = level?.get(key) as Level | undefined;
  if (next === undefined && make && level) {
    next = new Map();
    level.set(key, next);
  }
  return next;
}

/** `map`'s value for `key`, computed once; the oldest entry leaves when the map is full. */
function kept<V, T extends V>(map: Map<string, V>, key: string, compute: () => T): T {
  let value = map.get(key) as T | undefined;
  if (value === undefined) {
    value = compute();
    if (map.size >= MAX_FORMATTERS) map.delete(map.keys().next().value!);
    map.set(key, value);
  }
  return value;
}

/**
 * Answers of Intl that a page asks for again and again (a currency's digits on every card and in every price
 * of a boat's JSON-LD, a country's name in every location): pure functions of their arguments and of the
 * runtime's ICU data, so never stale; kept like the formatters themselves, and bounded in the same way since
 * codes come from data.
 */
const answers = new Map<string, string | number>();

export function remembered<T extends string | number>(key: string, compute: () => T): T {
  return kept(answers, key, compute);
}

/** How many answers are kept now, for tests of the bound. */
export function rememberedAnswerCount(): number {
  return answers.size;
}

/** Formatters held now, for tests of the bound. */
export function cachedFormatterCount(): number {
  return formatterCount;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reuse("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reuse("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return reuse("list", locale, options, () => new Intl.ListFormat(locale, options));
}

/** Throws a RangeError for a malformed locale, as the constructor does. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reuse("names", locale, options, () => new Intl.DisplayNames([locale], options));
}

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  return reuse("collator", locale, options, () => new Intl.Collator(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return reuse("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
