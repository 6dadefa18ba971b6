/**
 * A team's boats written as OpenMarine XML or as the CSV format, page by page (a dealer with 10,000 boats is
 * streamed, never held whole). Every field Keel holds is written, in the names the import reads, so a file
 * exported here imports into another team unchanged (feed-export.test.ts checks the round trip).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { imageUrls } from "../media/image-urls.ts";
import { csvColumns } from "./csv-reader.ts";
import { ENGINE_ITEMS, ITEM_FIELDS, KEEL_UNITS } from "./feed-fields.ts";
import {
  findCatalogCodes,
  findExportBoats,
  findExportChildren,
  findTeamForExport,
} from "./feeds.repository.ts";

const PAGE = 200;

const STATUS_OUT: Record<string, string> = {
  published: "Available",
  draft: "Available",
  archived: "Available",
  under_offer: "UnderOffer",
  sold: "Sold",
};

/** XML 1.0 text: escaped, and characters XML cannot carry at all left out. */
function xml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are what it removes
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
      .replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c)
  );
}

type BoatRow = Awaited<ReturnType<typeof findExportBoats>>[number];
type Children = Awaited<ReturnType<typeof findExportChildren>>;

interface ExportBoat {
  boat: BoatRow;
  ref: string;
  engines: Children["engines"];
  equipment: string[];
  features: string[];
  photos: { url: string; mtime: string; caption: string | null }[];
  texts: Children["texts"];
  codes: { boatType?: string; condition?: string; availability?: string };
}

async function* exportBoats(
  db: Kysely<Database>,
  teamId: number,
  options: { publicOnly: boolean; publicAppUrl: string },
): AsyncGenerator<ExportBoat> {
  const catalog = await findCatalogCodes(db);
  const code = (list: { id: number; code: string }[]) => new Map(list.map((r) => [r.id, r.code]));
  const types = code(catalog.boatTypes);
  const conditions = code(catalog.conditions);
  const availabilities = code(catalog.availabilities);
  const equipments = code(catalog.equipments);
  let after = 0;
  for (;;) {
    const boats = await findExportBoats(db, teamId, after, PAGE, options.publicOnly);
    if (boats.length === 0) return;
    const children = await findExportChildren(
      db,
      boats.map((b) => b.id),
    );
    for (const boat of boats) {
      const mine = <T extends { boatId: number }>(rows: T[]) => rows.filter((r) => r.boatId === boat.id);
      yield {
        boat,
        // A boat that came from a feed keeps that feed's ref, so a portal matching on refs sees the same advert.
        ref: mine(children.refs)[0]?.externalRef ?? boat.reference,
        engines: mine(children.engines),
        equipment: mine(children.equipments)
          .map((e) => equipments.get(e.equipmentId)!)
          .filter(Boolean),
        features: mine(children.features).map((f) => f.label),
        photos: mine(children.photos).map((p) => {
          const image = imageUrls(p.storageKey, p.width, p.height, p.caption ?? boat.title);
          const largest = image.webp[image.webp.length - 1]!;
          return {
            url: new URL(largest.url, options.publicAppUrl).toString(),
            mtime: p.createdAt,
            caption: p.caption,
          };
        }),
        texts: mine(children.texts),
        codes: {
          ...(boat.boatTypeId ? { boatType: types.get(boat.boatTypeId) } : {}),
          ...(boat.conditionId ? { condition: conditions.get(boat.conditionId) } : {}),
          ...(boat.availabilityId ? { availability: availabilities.get(boat.availabilityId) } : {}),
        },
      };
    }
    after = boats[boats.length - 1]!.id;
  }
}

/** A field's value as the feed writes it (booleans true/false, numbers plain), or null when unset. */
function itemValue(
  boat: BoatRow,
  column: (typeof ITEM_FIELDS)[number]["column"],
  kind: unknown,
): string | null {
  const value = boat[column as keyof BoatRow];
  if (kind === "bool") return value ? "true" : "false";
  if (value === null || value === undefined || value === "") return null;
  return String(value);
}

const price = (boat: BoatRow) => (boat.priceAmount === null ? "" : (boat.priceAmount / 100).toFixed(2));

/** The team's boats as an OpenMarine document. */
export async function* openMarineExport(
  db: Kysely<Database>,
  teamId: number,
  options: { publicOnly: boolean; publicAppUrl: string },
): AsyncGenerator<string> {
  const team = await findTeamForExport(db, teamId);
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<open_marine version="1.7" origin="${xml(new URL(options.publicAppUrl).hostname)}" date="${new Date().toISOString()}">\n`;
  yield `<broker code="${xml(team.slug)}"><broker_details><company_name>${xml(team.name)}</company_name></broker_details>\n<adverts>\n`;
  for await (const e of exportBoats(db, teamId, options)) {
    const b = e.boat;
    const parts: string[] = [];
    parts.push(
      `<advert ref="${xml(e.ref)}" status="${STATUS_OUT[b.status]}" last_modified="${xml(b.updatedAt)}">`,
    );
    parts.push("<advert_media>");
    for (const [i, p] of e.photos.entries()) {
      parts.push(
        `<media type="image/webp" primary="${i === 0 ? 1 : 0}" file_mtime="${xml(p.mtime)}"${p.caption ? ` caption="${xml(p.caption)}"` : ""}>${xml(p.url)}</media>`,
      );
    }
    parts.push("</advert_media><advert_features>");
    parts.push(`<title>${xml(b.title)}</title>`);
    if (e.codes.boatType) parts.push(`<boat_type>${xml(e.codes.boatType)}</boat_type>`);
    if (e.codes.condition) parts.push(`<new_or_used>${xml(e.codes.condition)}</new_or_used>`);
    if (b.brandName) parts.push(`<manufacturer>${xml(b.brandName)}</manufacturer>`);
    if (b.modelName) parts.push(`<model>${xml(b.modelName)}</model>`);
    parts.push(
      `<vessel_lying${b.country ? ` country="${b.country}"` : ""}${b.region ? ` region="${xml(b.region)}"` : ""}>${xml(b.city ?? "")}</vessel_lying>`,
    );
    parts.push(
      `<asking_price poa="${b.isPriceOnRequest ? "true" : "false"}" currency="${b.currency}" vat_included="${b.isVatIncluded ? "true" : "false"}">${price(b)}</asking_price>`,
    );
    parts.push("<marketing_descs>");
    parts.push(
      `<marketing_desc language="${b.language}" title="${xml(b.title)}">${xml(b.description)}</marketing_desc>`,
    );
    for (const t of e.texts) {
      if (t.locale === b.language) continue;
      parts.push(
        `<marketing_desc language="${xml(t.locale)}"${t.title === null ? "" : ` title="${xml(t.title)}"`}>${xml(t.description)}</marketing_desc>`,
      );
    }
    parts.push("</marketing_descs></advert_features><boat_features>");
    if (e.codes.availability) parts.push(`<item name="availability">${xml(e.codes.availability)}</item>`);
    for (const field of ITEM_FIELDS) {
      const value = itemValue(b, field.column, field.kind);
      if (value === null) continue;
      const unit =
        typeof field.kind === "string" && field.kind in KEEL_UNITS
          ? KEEL_UNITS[field.kind as keyof typeof KEEL_UNITS]
          : null;
      parts.push(`<item name="${field.item}"${unit ? ` unit="${unit}"` : ""}>${xml(value)}</item>`);
    }
    for (const engine of e.engines) {
      parts.push("<engine>");
      for (const item of ENGINE_ITEMS) {
        const value = engine[item.key];
        if (value === null || value === undefined) continue;
        parts.push(
          `<item name="${item.item}"${item.kind === "power" ? ' unit="hp"' : ""}>${xml(String(value))}</item>`,
        );
      }
      parts.push("</engine>");
    }
    for (const code of e.equipment) parts.push(`<item name="equipment">${xml(code)}</item>`);
    for (const label of e.features) parts.push(`<item name="feature">${xml(label)}</item>`);
    parts.push("</boat_features></advert>\n");
    yield parts.join("");
  }
  yield "</adverts>\n</broker>\n</open_marine>\n";
}

function csvCell(value: string): string {
  return /[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The team's boats as the CSV format (the template is this with no rows). */
export async function* csvExport(
  db: Kysely<Database>,
  teamId: number | null,
  options: { publicOnly: boolean; publicAppUrl: string },
): AsyncGenerator<string> {
  const columns = csvColumns();
  yield `${columns.join(",")}\r\n`;
  if (teamId === null) return;
  for await (const e of exportBoats(db, teamId, options)) {
    const b = e.boat;
    const cells = new Map<string, string>([
      ["ref", e.ref],
      ["status", STATUS_OUT[b.status]!],
      ["language", b.language],
      ["title", b.title],
      ["description", b.description],
      ["manufacturer", b.brandName ?? ""],
      ["model", b.modelName ?? ""],
      ["boat_type", e.codes.boatType ?? ""],
      ["new_or_used", e.codes.condition ?? ""],
      ["availability", e.codes.availability ?? ""],
      ["price", price(b)],
      ["currency", b.currency],
      ["poa", b.isPriceOnRequest ? "true" : "false"],
      ["vat_included", b.isVatIncluded ? "true" : "false"],
      ["lying_country", b.country ?? ""],
      ["lying_region", b.region ?? ""],
      ["lying_city", b.city ?? ""],
      ["equipment", e.equipment.join("|")],
      ["features", e.features.join("|")],
      ["photos", e.photos.map((p) => p.url).join(" ")],
    ]);
    for (const field of ITEM_FIELDS) cells.set(field.item, itemValue(b, field.column, field.kind) ?? "");
    for (const [i, engine] of e.engines.entries()) {
      for (const item of ENGINE_ITEMS) {
        const value = engine[item.key];
        cells.set(`engine${i + 1}_${item.item}`, value === null || value === undefined ? "" : String(value));
      }
    }
    for (const t of e.texts) {
      if (t.locale === b.language) continue;
      cells.set(`title_${t.locale}`, t.title ?? "");
      cells.set(`description_${t.locale}`, t.description);
    }
    yield `${columns.map((c) => csvCell(cells.get(c) ?? "")).join(",")}\r\n`;
  }
}
