/**
 * Icon sets in the Iconify JSON shape, the part shared by the server (endpoint, sprite) and the browser's
 * loader: checking an answer, splitting requests under the URL limit, and turning icons into `<symbol>`s.
 */
import { ICON_API } from "@keel/contracts/ui-constants";
import { iconSymbolId } from "./icon-names.ts";

export interface IconData {
  /** SVG content without the `<svg>` element, drawn in a `0 0 width height` box. */
  body: string;
  width?: number;
  height?: number;
}

export interface IconSet {
  prefix: string;
  icons: Record<string, IconData>;
  /** Default size of the set's icons (Iconify: 16 when absent; Lucide's are 24). */
  width?: number;
  height?: number;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isIconName(value: string): boolean {
  return NAME.test(value);
}

function isSize(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === "number" && Number.isFinite(value) && value > 0);
}

/**
 * Reads an icon endpoint's answer. Without `prefix` and an `icons` map it logs 'Failed to load custom icons'
 * and answers null; an icon whose data is invalid logs 'Invalid data' and is skipped, the others are kept.
 */
export function parseIconSet(json: unknown, source = "icon endpoint"): IconSet | null {
  if (
    typeof json !== "object" ||
    json === null ||
    !("prefix" in json) ||
    typeof json.prefix !== "string" ||
    json.prefix === "" ||
    !("icons" in json) ||
    typeof json.icons !== "object" ||
    json.icons === null ||
    Array.isArray(json.icons)
  ) {
    console.warn(`Failed to load custom icons (${source})`);
    return null;
  }
  const width = "width" in json && isSize(json.width) ? json.width : undefined;
  const height = "height" in json && isSize(json.height) ? json.height : undefined;
  const icons: Record<string, IconData> = {};
  for (const [name, data] of Object.entries(json.icons as Record<string, unknown>)) {
    const icon = readIcon(data);
    if (!isIconName(name) || !icon) {
      console.warn(`Invalid data: icon "${json.prefix}:${name}" skipped`);
      continue;
    }
    icons[name] = icon;
  }
  return { prefix: json.prefix, icons, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

function readIcon(data: unknown): IconData | null {
  if (typeof data !== "object" || data === null || !("body" in data)) return null;
  const { body } = data;
  if (typeof body !== "string" || body.trim() === "" || /<script|<foreignObject|\son\w+\s*=/i.test(body)) {
    return null;
  }
  const width = "width" in data ? data.width : undefined;
  const height = "height" in data ? data.height : undefined;
  if (!isSize(width) || !isSize(height)) return null;
  return { body, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/**
 * The URLs that ask `base` (`…/icons/lucide.json`) for `names`, each at most `maxLength` characters
 * (the icon API's limit): a long list is split over several requests. A name that alone would not fit is
 * dropped rather than sent in a URL a server may refuse.
 */
export function iconRequestUrls(
  base: string,
  names: readonly string[],
  maxLength: number = ICON_API.maxUrlLength,
): string[] {
  const start = `${base}${base.includes("?") ? "&" : "?"}icons=`;
  const urls: string[] = [];
  let current: string[] = [];
  const urlOf = (list: string[]) => start + list.map(encodeURIComponent).join(",");
  for (const name of [...new Set(names)]) {
    if (urlOf([name]).length > maxLength) continue;
    if (current.length > 0 && urlOf([...current, name]).length > maxLength) {
      urls.push(urlOf(current));
      current = [];
    }
    current.push(name);
  }
  if (current.length > 0) urls.push(urlOf(current));
  return urls;
}

/** The `<symbol>` of one icon, for the page's sprite. */
export function symbolMarkup(set: Pick<IconSet, "width" | "height">, name: string, icon: IconData): string {
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 ${width} ${height}">${icon.body}</symbol>`;
}
