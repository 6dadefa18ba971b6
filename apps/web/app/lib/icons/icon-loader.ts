/**
 * The browser's icon loader. A page arrives with the symbols of the icons it rendered (see
 * collection.server.ts); a page reached by client navigation may use others (ensure-icon.ts notices them and
 * loads this module then, so a first view does not download it), which this loader asks the local
 * icon endpoint for, in batches under the URL limit, and adds to the page's sprite. When public icon API
 * hosts are configured (off by default: a machine may be offline), they stand in for the local endpoint:
 * the next host is asked when none has answered after 750 ms or when one fails, and every request gives up
 * after 5000 ms.
 */
import { ICON_API } from "@keel/contracts/ui-constants";
import { ICON_PREFIX, iconSymbolId, SPRITE_ID } from "./icon-names.ts";
import { type IconSet, iconRequestUrls, parseIconSet, symbolMarkup } from "./icon-set.ts";

export interface RotationOptions {
  fetchImpl?: typeof fetch;
  rotateMs?: number;
  timeoutMs?: number;
}

async function fetchIconSet(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<IconSet | null> {
  try {
    const response = await fetchImpl(url, { signal, headers: { accept: "application/json" } });
    if (!response.ok) {
      console.warn(`Failed to load custom icons (${url}: HTTP ${response.status})`);
      return null;
    }
    return parseIconSet(await response.json(), url);
  } catch (error) {
    if (!signal.aborted) console.warn(`Failed to load custom icons (${url})`, error);
    return null;
  }
}

/**
 * Asks `urls` (the same request on several hosts) in turn: the first at once, the next one when no answer
 * came within `rotateMs` or as soon as a host fails. The first valid answer wins and cancels the others;
 * null when every host failed or `timeoutMs` passed.
 */
export function fetchWithRotation(
  urls: readonly string[],
  { fetchImpl = fetch, rotateMs = ICON_API.rotateMs, timeoutMs = ICON_API.timeoutMs }: RotationOptions = {},
): Promise<IconSet | null> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    let next = 0;
    let pending = 0;
    let isDone = false;
    let rotateTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (set: IconSet | null) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(rotateTimer);
      clearTimeout(timeoutTimer);
      controller.abort();
      resolve(set);
    };
    const timeoutTimer = setTimeout(() => finish(null), timeoutMs);
    const askNext = () => {
      if (isDone || next >= urls.length) return;
      const url = urls[next++]!;
      pending += 1;
      clearTimeout(rotateTimer);
      rotateTimer = setTimeout(askNext, rotateMs);
      void fetchIconSet(url, fetchImpl, controller.signal).then((set) => {
        pending -= 1;
        if (set) finish(set);
        else if (next < urls.length) askNext();
        else if (pending === 0) finish(null);
      });
    };
    if (urls.length === 0) finish(null);
    else askNext();
  });
}

export interface LoadIconsOptions extends RotationOptions {
  /** Local endpoint of the collection, e.g. `/icons/lucide.json`. */
  localUrl: string;
  /** Public icon API hosts (`https://api.iconify.design`), tried after the local endpoint; none by default. */
  publicHosts?: readonly string[];
  prefix?: string;
}

/** Loads `names`: one request per batch under the URL limit, each across the local and public hosts. */
export async function loadIcons(names: readonly string[], options: LoadIconsOptions): Promise<IconSet> {
  const prefix = options.prefix ?? ICON_PREFIX;
  const bases = [
    options.localUrl,
    ...(options.publicHosts ?? []).map((host) => `${host.replace(/\/+$/, "")}/${prefix}.json`),
  ];
  // Batches are cut for the longest base, so every host's URL of a batch stays under the limit.
  const longest = bases.reduce((a, b) => (b.length > a.length ? b : a));
  const batches = iconRequestUrls(longest, names).map(
    (url) => new URL(url, "http://x").searchParams.get("icons") ?? "",
  );
  const answers = await Promise.all(
    batches.map((batch) =>
      fetchWithRotation(
        bases.map((base) => `${base}?icons=${batch.split(",").map(encodeURIComponent).join(",")}`),
        options,
      ),
    ),
  );
  const result: IconSet = { prefix, icons: {} };
  for (const answer of answers) {
    if (!answer || answer.prefix !== prefix) continue;
    for (const [name, icon] of Object.entries(answer.icons)) {
      result.icons[name] = {
        ...icon,
        width: icon.width ?? answer.width,
        height: icon.height ?? answer.height,
      };
    }
  }
  for (const name of names) {
    if (!result.icons[name]) console.warn(`Icon "${prefix}:${name}" could not be loaded; it is skipped`);
  }
  return result;
}

/**
 * Adds the symbols of `names` to the page's sprite (ensure-icon.ts calls it, loading this module only when a
 * page uses an icon its sprite lacks).
 */
export async function addToSprite(names: readonly string[]): Promise<void> {
  const sprite = document.getElementById(SPRITE_ID);
  if (!sprite) return;
  const publicHosts = sprite.getAttribute("data-public-api")?.split(" ").filter(Boolean) ?? [];
  const set = await loadIcons(names, { localUrl: `/icons/${ICON_PREFIX}.json`, publicHosts });
  const markup = Object.entries(set.icons)
    .filter(([name]) => !document.getElementById(iconSymbolId(name)))
    .map(([name, icon]) => symbolMarkup(set, name, icon))
    .join("");
  if (markup) sprite.insertAdjacentHTML("beforeend", markup);
}
