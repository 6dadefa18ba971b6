/**
 * A shared cache of server-rendered public pages, in the web server's memory (docs/decisions/023-page-cache.md).
 * Anonymous visitors of the home, search and boat pages get the same HTML for the same URL and language, so
 * the web server keeps each such page for the few seconds its route allows (`s-maxage`), compressed once per
 * encoding, instead of rendering it again for every visitor.
 *
 * A copy is served only while the listings' version (GET /search/version: it moves with every boat, equipment
 * or team status change, from any process) is the one it was rendered at, so a published, edited or sold boat
 * shows at once; `s-maxage` bounds how long anything else (a team's name, a label) may lag.
 *
 * What may be stored is decided twice: the request must be an anonymous GET (no cookie but the language
 * choice, no `Authorization`), and the response a 200 whose `Cache-Control` is `public` with an `s-maxage`
 * and which sets no cookie. Signed-in visitors never read from nor write to it.
 *
 * A stored copy's Content-Security-Policy allows its inline scripts by their hashes rather than by the nonce
 * of the render that produced it (docs/decisions/026-web-security.md).
 */
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { LOCALE_COOKIE } from "./cookies.server.ts";
import { cspForCachedPage } from "./security-headers.server.ts";
import { TZ_COOKIE } from "./time-zone.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What a public page's loader sends for an anonymous 200: browsers revalidate, a shared cache (ours, or a CDN
 * in front) keeps it a minute. Ours also drops it as soon as a listing changes (the version check).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * The route `headers` of a public page: its loader's headers (Cache-Control, the detail view), which React
 * Router does not send with the document by itself.
 */
export function publicPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/** Set by a boat page's loader: the boat whose detail view a cached copy must still count. */
export const DETAIL_VIEW_HEADER = "x-keel-detail-view";

export type PageEncoding = "br" | "gzip" | "identity";

export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A request the cache may answer: its key and the encoding its copy is stored in. */
export interface Cacheable {
  key: string;
  encoding: PageEncoding;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  encoding: PageEncoding;
  /** The boat whose detail view each copy served must count (boat pages only). */
  detailView: number | null;
  /** The listings' version the page was rendered at: a copy is served only while it has not moved. */
  version: number;
  expiresAt: number;
}

const header = (headers: PageRequest["headers"], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** The best encoding the visitor accepts, of the two the cache stores. */
export function encodingFor(acceptEncoding: string): PageEncoding {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}

const cookiesOf = (headers: PageRequest["headers"]): string[][] =>
  header(headers, "cookie")
    .split(";")
    .map((part) => part.trim().split("="))
    .filter(([name]) => name);

/**
 * A visitor the page cannot be personal to: no credentials, no cookie but the language choice and the time
 * zone (which only signed-in pages read).
 */
export function isAnonymous(headers: PageRequest["headers"]): boolean {
  if (header(headers, "authorization")) return false;
  return cookiesOf(headers).every(([name]) => name === LOCALE_COOKIE || name === TZ_COOKIE);
}

/**
 * The key of an anonymous page request, or null when the cache must stay out of it. The key holds what the
 * page may depend on for an anonymous visitor: the URL, the language cookie and `Accept-Language` (which
 * choose the language of unprefixed URLs), and the encoding of the stored copy.
 */
export function cacheableRequest(request: PageRequest): Cacheable | null {
  if (request.method !== "GET" || !isAnonymous(request.headers)) return null;
  // React Router's data requests serve client navigations; documents are what crawlers and first visits load.
  if (new URL(request.url, "http://page").pathname.endsWith(".data")) return null;
  const locale = cookiesOf(request.headers).find(([name]) => name === LOCALE_COOKIE)?.[1] ?? "";
  const encoding = encodingFor(header(request.headers, "accept-encoding"));
  const language = header(request.headers, "accept-language");
  return { key: [request.url, locale, language, encoding].join("\u0000"), encoding };
}

/** The seconds a shared cache may keep a response (`public` and `s-maxage`), or 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (!directives.includes("public") || directives.some((d) => d === "private" || d === "no-store")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

async function encode(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "br") return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
  if (encoding === "gzip") return gzipAsync(body, { level: 6 });
  return body;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: { maxBytes: number; now?: () => number }) {
    this.maxBytes = options.maxBytes;
    this.now = options.now ?? Date.now;
  }

  /** Pages held and their size, for tests and diagnostics. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  /** A fresh copy rendered at the listings' current `version`. */
  get(key: string, version: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.now() || page.version !== version) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * One render per page at a time: while `render` runs for a key, other requests for it wait for its copy
   * instead of rendering the same page again (a copy expiring under load would otherwise start a render per
   * waiting visitor). Resolves to null when the render gave nothing to share; the caller then renders itself.
   */
  async once(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): Promise<{ page: CachedPage | null; waited: boolean }> {
    const running = this.rendering.get(key);
    if (running) return { page: await running.catch(() => null), waited: true };
    const promise = render();
    this.rendering.set(key, promise);
    try {
      return { page: await promise, waited: false };
    } finally {
      this.rendering.delete(key);
    }
  }

  /**
   * Stores the response when it may be shared, reading and compressing its body; null (body untouched)
   * otherwise, and the caller sends the response as it is.
   */
  async store(request: Cacheable, response: Response, version: number): Promise<CachedPage | null> {
    const seconds = sharedMaxAge(response.headers.get("cache-control"));
    if (response.status !== 200 || seconds === 0 || response.headers.has("set-cookie")) return null;
    const html = Buffer.from(await response.arrayBuffer());
    const body = await encode(html, request.encoding);
    const detailView = Number(response.headers.get(DETAIL_VIEW_HEADER)) || null;
    // Every visitor gets this copy, so no nonce may stand for it: its policy names its inline scripts' hashes.
    const headers = [...response.headers]
      .filter(([name]) => !["content-length", "content-encoding", DETAIL_VIEW_HEADER].includes(name))
      .map(([name, value]): [string, string] =>
        name === "content-security-policy"
          ? [name, cspForCachedPage(value, html.toString("utf8"))]
          : [name, value],
      );
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      encoding: request.encoding,
      detailView,
      version,
      expiresAt: this.now() + seconds * 1000,
    };
    if (body.length <= this.maxBytes / 10) {
      this.delete(request.key);
      this.pages.set(request.key, page);
      this.bytes += body.length;
      this.evict();
    }
    return page;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

/**
 * Reads the listings' version for the cache, sharing one API call among the requests that arrive while it
 * runs; null when the API cannot say (the page is then rendered and not stored).
 */
export function listingsVersionReader(apiUrl: string): () => Promise<number | null> {
  let pending: Promise<number | null> | undefined;
  const read = async (): Promise<number | null> => {
    try {
      const response = await fetch(`${apiUrl}/api/v1/search/version`, { signal: AbortSignal.timeout(1000) });
      if (!response.ok) return null;
      const { version } = (await response.json()) as { version?: unknown };
      return typeof version === "number" ? version : null;
    } catch {
      return null;
    }
  };
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
