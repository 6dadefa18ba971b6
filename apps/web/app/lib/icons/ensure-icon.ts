/**
 * What every page's icons run in the browser: a check that the page's sprite holds each icon's symbol. The
 * server put in the sprite every icon it rendered, so on a first view nothing more happens; icons that a page
 * reached by client navigation adds are gathered for one request in the next microtask, and only then is the
 * loader (icon-loader.ts: batches, public hosts, validation) downloaded.
 */
import { iconSymbolId, SPRITE_ID } from "./icon-names.ts";

const requested = new Set<string>();
let queue = new Set<string>();
let isFlushScheduled = false;

async function flush(): Promise<void> {
  isFlushScheduled = false;
  const names = [...queue];
  queue = new Set();
  const { addToSprite } = await import("./icon-loader.ts");
  await addToSprite(names);
}

/**
 * Makes sure the page's sprite holds `name`'s symbol: nothing to do for icons the server rendered; others
 * are gathered for one request in the next microtask.
 */
export function ensureIcon(name: string): void {
  // Only a document the server rendered has a sprite to complete (not a component test's bare document).
  if (typeof document === "undefined" || requested.has(name) || !document.getElementById(SPRITE_ID)) return;
  requested.add(name);
  if (document.getElementById(iconSymbolId(name))) return;
  queue.add(name);
  if (!isFlushScheduled) {
    isFlushScheduled = true;
    queueMicrotask(() => void flush());
  }
}
