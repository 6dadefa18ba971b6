/**
 * The product's icon collection on the server: what the icon endpoint answers, and the sprite a page carries
 * (one `<symbol>` per icon the page rendered), so that no icon of a served page waits for a request.
 */
import collectionJson from "#app/icons/lucide.json";
import { SPRITE_ID } from "./icon-names.ts";
import { type IconSet, symbolMarkup } from "./icon-set.ts";

const collection: IconSet = collectionJson;

export function iconCollection(prefix: string): IconSet | null {
  return prefix === collection.prefix ? collection : null;
}

/** The icons of `set` among `names`, in the Iconify shape, and the names it does not hold. */
export function pickIcons(set: IconSet, names: readonly string[]): IconSet & { not_found?: string[] } {
  const icons: IconSet["icons"] = {};
  const notFound: string[] = [];
  for (const name of names) {
    const icon = Object.hasOwn(set.icons, name) ? set.icons[name] : undefined;
    if (icon) icons[name] = icon;
    else notFound.push(name);
  }
  return {
    prefix: set.prefix,
    icons,
    ...(set.width ? { width: set.width } : {}),
    ...(set.height ? { height: set.height } : {}),
    ...(notFound.length > 0 ? { not_found: notFound } : {}),
  };
}

/**
 * The hidden sprite of a page: the symbols of `names` (unknown names are left out, their `<use>` draws
 * nothing). `publicApi` tells the browser's loader which public hosts may stand in for the local endpoint.
 */
export function renderSprite(names: Iterable<string>, publicApi: readonly string[]): string {
  const symbols = [...new Set(names)]
    .sort()
    .map((name) => {
      const icon = Object.hasOwn(collection.icons, name) ? collection.icons[name] : undefined;
      return icon ? symbolMarkup(collection, name, icon) : "";
    })
    .join("");
  const hosts = publicApi.length > 0 ? ` data-public-api="${publicApi.join(" ").replaceAll('"', "")}"` : "";
  return `<svg id="${SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden"${hosts}>${symbols}</svg>`;
}
