/**
 * OpenMarine XML, read as a stream (saxes): adverts come out one by one while the file goes through, so memory
 * stays the same for 10 or 100,000 adverts. A DOCTYPE is refused outright (no entity of any kind, internal or
 * external, is ever declared or expanded: saxes knows only XML's five predefined ones), and text between two tags,
 * nesting depth and the number of adverts are bounded (FEED_LIMITS).
 */
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { emptyAdvert, FEED_LIMITS, FeedFileError, type RawAdvert } from "./feed-advert.ts";

/** Elements of advert_features whose text (and attributes) become values under these names. */
const ADVERT_ELEMENTS = new Set([
  "boat_type",
  "boat_category",
  "new_or_used",
  "manufacturer",
  "model",
  "title",
]);

/** Adverts of an OpenMarine file, in order; throws FeedFileError when the file is refused. */
export async function* readOpenMarine(
  text: AsyncIterable<string>,
  limits: Partial<typeof FEED_LIMITS> = {},
): AsyncGenerator<RawAdvert> {
  const max = { ...FEED_LIMITS, ...limits };
  const parser = new SaxesParser({ position: false });
  const stack: SaxesTagPlain[] = [];
  const ready: RawAdvert[] = [];
  let advert: RawAdvert | null = null;
  let buffer = "";
  let count = 0;
  let sinceTag = 0;

  const attr = (tag: SaxesTagPlain, name: string): string => (tag.attributes[name] ?? "").trim();
  const inside = (name: string) => stack.some((t) => t.name === name);
  const addValue = (
    map: Map<string, { value: string; unit?: string }>,
    name: string,
    value: string,
    unit?: string,
  ) => {
    if (!advert || !name) return;
    if (map.size >= max.maxValuesPerAdvert) {
      advert.isTruncated = true;
      return;
    }
    map.set(name, unit ? { value, unit } : { value });
  };

  parser.on("doctype", () => {
    throw new FeedFileError("doctype_refused");
  });
  parser.on("opentag", (tag) => {
    const node = tag as SaxesTagPlain;
    if (stack.length === 0 && node.name !== "open_marine")
      throw new FeedFileError("not_openmarine", node.name);
    if (stack.length >= max.maxDepth) throw new FeedFileError("too_deep");
    stack.push(node);
    buffer = "";
    if (node.name === "advert") {
      count++;
      if (count > max.maxAdverts) throw new FeedFileError("too_many_adverts", `more than ${max.maxAdverts}`);
      advert = emptyAdvert(attr(node, "ref").slice(0, max.maxRefChars + 1));
      advert.status = attr(node, "status") || null;
    } else if (node.name === "engine" && advert && inside("boat_features")) {
      if (advert.engines.length < 20) advert.engines.push(new Map());
      else advert.isTruncated = true;
    }
  });
  const onText = (chunk: string) => {
    if (advert) buffer += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    const node = stack.pop()!;
    const value = buffer.trim();
    buffer = "";
    if (!advert) return;
    const parent = stack[stack.length - 1]?.name;
    switch (node.name) {
      case "advert":
        ready.push(advert);
        advert = null;
        return;
      case "media": {
        const type = attr(node, "type");
        const url = value || attr(node, "url");
        if (type && !type.startsWith("image/")) return;
        if (advert.media.length >= max.maxMediaPerAdvert) advert.isTruncated = true;
        else if (url)
          advert.media.push({ url, mtime: attr(node, "file_mtime"), caption: attr(node, "caption") });
        return;
      }
      case "marketing_desc":
        if (advert.texts.length < 10) {
          advert.texts.push({
            language: attr(node, "language"),
            title: attr(node, "title"),
            description: value,
          });
        }
        return;
      case "vessel_lying":
        addValue(advert.values, "lying_country", attr(node, "country"));
        addValue(advert.values, "lying_region", attr(node, "region"));
        addValue(advert.values, "lying_city", value);
        return;
      case "asking_price":
        addValue(advert.values, "price", value);
        addValue(advert.values, "currency", attr(node, "currency"));
        addValue(advert.values, "poa", attr(node, "poa"));
        addValue(advert.values, "vat_included", attr(node, "vat_included"));
        return;
      case "item": {
        const name = attr(node, "name");
        const unit = attr(node, "unit") || undefined;
        const engine = inside("engine") ? advert.engines[advert.engines.length - 1] : undefined;
        if (engine) addValue(engine, name, value, unit);
        else if (name === "equipment" || name === "feature") {
          const list = name === "equipment" ? advert.equipment : advert.features;
          if (list.length >= max.maxValuesPerAdvert) advert.isTruncated = true;
          else if (value) list.push(value);
        } else addValue(advert.values, name, value, unit);
        return;
      }
      default:
        if (parent === "advert_features" && ADVERT_ELEMENTS.has(node.name)) {
          addValue(advert.values, node.name, value);
        }
    }
  });

  try {
    for await (const chunk of text) {
      // saxes keeps text and attribute values in memory until the next tag: bound the stretch between two tags.
      const first = chunk.indexOf("<");
      if (first === -1) sinceTag += chunk.length;
      else {
        if (sinceTag + first > max.maxTextChars) throw new FeedFileError("text_too_long");
        sinceTag = chunk.length - chunk.lastIndexOf("<") - 1;
      }
      if (sinceTag > max.maxTextChars) throw new FeedFileError("text_too_long");
      parser.write(chunk);
      while (ready.length > 0) yield ready.shift()!;
    }
    parser.close();
  } catch (error) {
    if (error instanceof FeedFileError) throw error;
    throw new FeedFileError("malformed", (error as Error).message.slice(0, 200));
  }
  // close() has refused a file cut short (unclosed elements, no root).
  while (ready.length > 0) yield ready.shift()!;
}
