/**
 * The browser build's `__vitePreload`, the helper Vite wraps around every `import()` (vite.config.ts,
 * `leanPreloadHelper`; client JS budget, docs/decisions/022-client-js-budget.md). Vite's own (about 0.6 kB
 * gzipped, in the shell of every page) also preloads stylesheets and waits for them, reads a CSP nonce from a
 * `<meta>` and tells `modulepreload` support apart; this app's lazy chunks import no stylesheet (one global
 * file, `styles/app.css`), its policy allows the site's own scripts without a nonce, and every browser it
 * supports knows `modulepreload`. What stays is what a visitor gets from it: the chunks a lazy chunk imports
 * are asked for beside it, not one by one after it (once each, and not those the document already
 * preloads), and a chunk that fails to load raises Vite's `vite:preloadError`, cancelable, which
 * lib/chunk-reload.ts answers with a reload.
 */

const asked = new Set<string>();

export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  if (deps?.length) {
    const present = new Set(
      Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (link) => link.href),
    );
    for (const dep of deps) {
      const href = new URL(import.meta.env.BASE_URL + dep, document.baseURI).href;
      if (asked.has(href) || present.has(href)) continue;
      asked.add(href);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return load().catch((error: unknown) => {
    const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    return undefined as T;
  });
}
