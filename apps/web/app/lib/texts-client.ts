/**
 * The browser's texts (lib/text-areas.ts): one map that grows by area. entry.client fills it with the areas the
 * document names before hydrating; a client-side navigation into a page of another area waits, in that area's
 * layout's client middleware, for its file (fetched beside the page's data, once per area), so the page
 * renders with every text and no key shows. The keys of two files never differ in value, so adding one area's
 * texts changes nothing already rendered. (The middleware is texts-middleware.ts, which only those layouts load.)
 */
import type { Messages, TextsBootstrap, TextsUrls } from "./i18n.ts";
import type { TextArea } from "./text-areas.ts";

const messages: Messages = {};
const loaded = new Map<TextArea, Promise<void>>();
let urls: TextsUrls | undefined;

async function fetchTexts(url: string, attempts = 3): Promise<Messages> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** Fetches an area's texts into the map, once (a failed fetch is tried again on the next call). */
export function ensureTexts(area: TextArea): Promise<void> {
  let pending = loaded.get(area);
  if (!pending) {
    const url = urls?.[area];
    if (!url) return Promise.reject(new Error(`i18n: no texts file for the ${area} area`));
    pending = fetchTexts(url).then((texts) => {
      Object.assign(messages, texts);
    });
    pending.catch(() => loaded.delete(area));
    loaded.set(area, pending);
  }
  return pending;
}

/** The texts of the areas the document needs, before it hydrates (entry.client). */
export async function loadTexts(texts: TextsBootstrap): Promise<Messages> {
  urls = texts.urls;
  await Promise.all(texts.areas.map(ensureTexts));
  return messages;
}
