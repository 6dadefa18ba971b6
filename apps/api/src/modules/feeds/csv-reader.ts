/**
 * The CSV format, read as a stream: RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes), comma or
 * semicolon separated (the header line decides), one advert a row under a header naming the columns. The columns
 * are the OpenMarine item names (feed-fields.ts), so both formats share one mapping; `csvColumns` lists them.
 */

import { FEED_MAX_CSV_ENGINES } from "@keel/contracts/feed-codes";
import { LOCALES } from "@keel/contracts/locales";
import { emptyAdvert, FEED_LIMITS, FeedFileError, type RawAdvert } from "./feed-advert.ts";
import { ENGINE_ITEMS, ITEM_FIELDS } from "./feed-fields.ts";

const MAX_COLUMNS = 400;

/** Columns of the advert's own elements, before the items. */
export const CSV_ADVERT_COLUMNS = [
  "ref",
  "status",
  "language",
  "title",
  "description",
  "manufacturer",
  "model",
  "boat_type",
  "new_or_used",
  "availability",
  "price",
  "currency",
  "poa",
  "vat_included",
  "lying_country",
  "lying_region",
  "lying_city",
] as const;

/** Every column of the CSV format, in the template's order. */
export function csvColumns(): string[] {
  const translations = LOCALES.flatMap((locale) => [`title_${locale}`, `description_${locale}`]);
  const engines = Array.from({ length: FEED_MAX_CSV_ENGINES }, (_, i) =>
    ENGINE_ITEMS.map((e) => `engine${i + 1}_${e.item}`),
  ).flat();
  return [
    ...CSV_ADVERT_COLUMNS,
    ...ITEM_FIELDS.map((f) => f.item),
    ...engines,
    "equipment",
    "features",
    "photos",
    ...translations,
  ];
}

/** Rows of a CSV text stream as string arrays. */
async function* csvRows(text: AsyncIterable<string>, maxField: number): AsyncGenerator<string[]> {
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let separator: string | null = null;
  let pendingHeader = "";
  for await (const chunk of text) {
    let input = chunk;
    if (separator === null) {
      pendingHeader += input;
      const end = pendingHeader.indexOf("\n");
      if (end === -1 && pendingHeader.length < maxField) continue;
      const header = end === -1 ? pendingHeader : pendingHeader.slice(0, end);
      separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
      input = pendingHeader.replace(/^\uFEFF/, "");
      pendingHeader = "";
    }
    for (let i = 0; i < input.length; i++) {
      const c = input[i]!;
      if (quoted) {
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i++;
          } else if (i + 1 === input.length) {
            // A quote at the end of a chunk: whether it is doubled is known with the next chunk.
            quoted = false;
            afterQuote = true;
          } else quoted = false;
        } else field += c;
      } else if (afterQuote && c === '"') {
        field += '"';
        quoted = true;
        afterQuote = false;
      } else if (c === '"' && field === "") {
        quoted = true;
      } else if (c === separator) {
        row.push(field);
        field = "";
        afterQuote = false;
      } else if (c === "\n" || c === "\r") {
        afterQuote = false;
        if (c === "\r" && input[i + 1] === "\n") i++;
        row.push(field);
        field = "";
        if (row.length > 1 || row[0] !== "") yield row;
        row = [];
      } else {
        afterQuote = false;
        field += c;
      }
      if (field.length > maxField) throw new FeedFileError("text_too_long");
      if (row.length > MAX_COLUMNS) throw new FeedFileError("csv_header", "too many columns");
    }
  }
  if (quoted) throw new FeedFileError("malformed", "file ends inside a quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    yield row;
  }
}

const ENGINE_COLUMN = /^engine(\d)_(.+)$/;

/** Adverts of a CSV file, in order; throws FeedFileError when the file is refused. */
export async function* readCsv(
  text: AsyncIterable<string>,
  limits: Partial<typeof FEED_LIMITS> = {},
): AsyncGenerator<RawAdvert> {
  const max = { ...FEED_LIMITS, ...limits };
  let header: string[] | null = null;
  let count = 0;
  for await (const row of csvRows(text, max.maxTextChars)) {
    if (!header) {
      header = row.map((h) => h.trim().toLowerCase());
      if (!header.includes("ref")) throw new FeedFileError("csv_header", "no ref column");
      continue;
    }
    count++;
    if (count > max.maxAdverts) throw new FeedFileError("too_many_adverts", `more than ${max.maxAdverts}`);
    const cells = new Map<string, string>();
    header.forEach((name, i) => {
      const cell = row[i]?.trim();
      if (cell) cells.set(name, cell);
    });
    const advert = emptyAdvert((cells.get("ref") ?? "").slice(0, max.maxRefChars + 1));
    advert.status = cells.get("status") ?? null;
    const language = cells.get("language") ?? "";
    if (cells.has("title") || cells.has("description")) {
      advert.texts.push({
        language,
        title: cells.get("title") ?? "",
        description: cells.get("description") ?? "",
      });
    }
    for (const locale of LOCALES) {
      const title = cells.get(`title_${locale.toLowerCase()}`);
      const description = cells.get(`description_${locale.toLowerCase()}`);
      if (title || description)
        advert.texts.push({ language: locale, title: title ?? "", description: description ?? "" });
    }
    for (const [name, value] of cells) {
      const engine = ENGINE_COLUMN.exec(name);
      if (engine) {
        const index = Number(engine[1]) - 1;
        while (advert.engines.length <= index) advert.engines.push(new Map());
        advert.engines[index]!.set(engine[2]!, { value });
      } else if (name === "equipment" || name === "features") {
        const list = value
          .split("|")
          .map((v) => v.trim())
          .filter(Boolean);
        (name === "equipment" ? advert.equipment : advert.features).push(...list);
      } else if (name === "photos") {
        advert.media = value
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, max.maxMediaPerAdvert)
          .map((url) => ({ url, mtime: "", caption: "" }));
      } else if (!name.startsWith("title_") && !name.startsWith("description_")) {
        advert.values.set(name, { value });
      }
    }
    // Numbered engines may skip a number; empty ones are no engine.
    advert.engines = advert.engines.filter((e) => e.size > 0);
    yield advert;
  }
  if (!header) throw new FeedFileError("csv_header", "empty file");
}
