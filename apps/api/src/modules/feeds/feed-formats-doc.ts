/**
 * The import formats as the API reference describes them, written from the same tables the import and export
 * use (feed-fields.ts, csv-reader.ts, FEED_LIMITS), so the reference cannot drift from what is accepted.
 */
import { CSV_ADVERT_COLUMNS, csvColumns } from "./csv-reader.ts";
import { FEED_LIMITS } from "./feed-advert.ts";
import {
  ENGINE_ITEMS,
  type FeedField,
  type FieldKind,
  ITEM_FIELDS,
  KEEL_UNITS,
  UNITS,
} from "./feed-fields.ts";

function kindText(kind: FieldKind): string {
  if (typeof kind === "object") return `one of ${kind.codes.map((code) => `\`${code}\``).join(", ")}`;
  if (kind === "text") return "text";
  if (kind === "int") return "whole number";
  if (kind === "num") return "number";
  if (kind === "bool") return "`true`, `yes`, `y` or `1`; anything else is false";
  if (kind === "country") return "ISO 3166 country code";
  return `${kind}, in ${KEEL_UNITS[kind]} unless \`unit\` says otherwise (${Object.keys(UNITS[kind]).join(", ")})`;
}

const rows = (fields: readonly Pick<FeedField, "item" | "kind">[]) =>
  fields.map((field) => `| \`${field.item}\` | ${kindText(field.kind)} |`).join("\n");

/** Markdown for the upload and template operations of the API reference. */
export function feedFormatsDescription(): string {
  const mb = Math.round(FEED_LIMITS.maxBytes / 1024 / 1024);
  return `Two formats, chosen per source: **OpenMarine XML** and **CSV** (UTF-8, comma or semicolon separated, a
header row naming the columns). Limits: ${mb} MB per file, ${FEED_LIMITS.maxAdverts.toLocaleString("en-US")} adverts per file, ${FEED_LIMITS.maxMediaPerAdvert} photos per
advert. A file with a DOCTYPE (entities), bytes that do not match its declared encoding, or beyond a limit is
refused whole: nothing of it is applied. Each advert is matched by the source and its \`ref\`: created, updated
when changed, left alone when unchanged; a full feed that no longer lists an advert withdraws its boat
(unpublished, never deleted). What cannot be mapped is reported per advert in the run's report.

**OpenMarine XML:** \`<advert ref="…" status="Available|UnderOffer|Sold">\` with \`<advert_media>\` (\`<media
file_mtime="…">URL</media>\`, in order), \`<advert_features>\` (\`<boat_type>\`, \`<new_or_used>\`, \`<manufacturer>\`,
\`<model>\`, \`<asking_price currency="…" poa="…" vat_included="…">\`, \`<vessel_lying country="…" region="…">\`
with the city, \`<marketing_descs>\` with one
\`<marketing_desc language="…" title="…">\` per language: the first is the boat's own), and \`<boat_features>\`
whose \`<item name="…" unit="…">\` carry the fields below; engines as \`<engine>\` groups of the engine items.

**CSV:** the columns ${CSV_ADVERT_COLUMNS.map((c) => `\`${c}\``).join(", ")}, then one column per field below,
engines as \`engine1_…\` to \`engineN_…\`, \`equipment\` and \`features\` (\`|\`-separated), \`photos\`
(space-separated URLs) and \`title_{locale}\`/\`description_{locale}\` per language. \`GET /feeds/template.csv\`
gives the header row (${csvColumns().length} columns).

| field | value |
| --- | --- |
${rows(ITEM_FIELDS)}

| engine field | value |
| --- | --- |
${rows(ENGINE_ITEMS)}`;
}
