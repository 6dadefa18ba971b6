/**
 * A shared cache of server-rendered public pages, in the web server's memory (docs/decisions/023-page-cache.md).
 * Anonymous visitors of the home, search and boat pages get the same HTML for the same URL and language, so
 * the web server keeps each such page (up to PAGE_SECONDS), compressed once per
 * encoding, instead of rendering it again for every visitor.
 *
 * A copy is dropped as soon as something it shows changes, and only then (docs/decisions/044-search-memory-and-
 * page-cache.md): before serving, the server asks the API what changed since its last question (GET
 * /search/changes: the boats and teams named by the listings' change log, from any process). A page knows what
 * it shows from the API answers its render read (X-Keel-Shows, collected per render by
 * page-dependencies.server.ts): a boat page its boat, its seller's team and its similar boats' cards; a search
 * or home page every listing. So a published, edited or sold boat shows at once, and an unrelated change keeps
 * a boat page's copy.
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
import type { Shown } from "@keel/contracts/page-shows";
import { CURRENCY_COOKIE, LOCALE_COOKIE } from "./cookies.server.ts";
import { dropKeptReadsOnChange } from "./kept-read.server.ts";
import { negotiateLocale } from "./locale-negotiation.ts";
import { BROTLI_WINDOW_BITS } from "./page-compression.server.ts";
import { cspForCachedPage } from "./security-headers.server.ts";
import { TZ_COOKIE } from "./time-zone.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What a public page's loader sends for an anonymous 200: browsers revalidate, a shared cache (a CDN in front)
 * keeps it a minute. Ours keeps it up to PAGE_SECONDS, dropping it as soon as something it shows changes.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * How long our cache keeps a page. It is told of every change to what a page shows but three, which this
 * bounds: a boat published since that would now rank among a boat page's similar boats, a seller's count of
 * public boats (itself up to a minute behind in the API), and site settings (a minute behind here).
 */
export const PAGE_SECONDS = 60 * 60;

/** What changed since the previous read (GET /search/changes), as the cache applies it. */
export interface ListingsChange {
  boats: number[];
  teams: number[];
  /** Something every page shows, or more than could be listed: every page goes. */
  all: boolean;
}

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
  /** What the page shows: a change to any of it drops the copy. */
  shows: Shown;
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
 * A visitor the page cannot be personal to: no credentials, no cookie but the language and currency choices
 * and the time zone (which only signed-in pages read).
 */
export function isAnonymous(headers: PageRequest["headers"]): boolean {
  if (header(headers, "authorization")) return false;
  return cookiesOf(headers).every(
    ([name]) => name === LOCALE_COOKIE || name === TZ_COOKIE || name === CURRENCY_COOKIE,
  );
}

/**
 * The key of an anonymous page request, or null when the cache must stay out of it. The key holds what the
 * page may depend on for an anonymous visitor: the URL, the language it is served in, the currency cookie
 * (approximate prices), and the encoding of the stored copy.
 * The language is the locale middleware's own decision (locale-negotiation.ts): the URL's prefix, or for an
 * unprefixed URL the default language. A request the middleware would send elsewhere (a visitor whose cookie
 * or `Accept-Language` asks for another language, a switcher's `?lang=`) is no page to keep or serve from here.
 * The raw `Accept-Language` and language cookie are not in the key: every browser words the header its own way
 * ("en-US,en;q=0.9", "en-US", "en-US,en;q=0.9,fr;q=0.8"), and the one page they are all served would otherwise
 * be kept once per wording.
 */
export function cacheableRequest(request: PageRequest): Cacheable | null {
  if (request.method !== "GET" || !isAnonymous(request.headers)) return null;
  const url = new URL(request.url, "http://page");
  // React Router's data requests serve client navigations; documents are what crawlers and first visits load.
  if (url.pathname.endsWith(".data")) return null;
  const cookies = cookiesOf(request.headers);
  const decision = negotiateLocale({
    pathname: url.pathname,
    search: url.search,
    cookieLocale: cookies.find(([name]) => name === LOCALE_COOKIE)?.[1],
    acceptLanguage: header(request.headers, "accept-language"),
    isDocumentGet: true,
  });
  if (decision.kind === "redirect") return null;
  const currency = cookies.find(([name]) => name === CURRENCY_COOKIE)?.[1] ?? "";
  const encoding = encodingFor(header(request.headers, "accept-encoding"));
  return { key: [request.url, decision.locale, currency, encoding].join("\u0000"), encoding };
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
  // The on-the-fly window (page-compression.server.ts): a page fits in it, the same size for a fifth less CPU.
  if (encoding === "br") {
    return brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
    });
  }
  if (encoding === "gzip") return gzipAsync(body, { level: 6 });
  return body;
}

/** Changes applied recently, so that a page rendered across one of them is not stored. */
const HISTORY = 256;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  /** Keys of the stored pages by what they show. */
  private readonly byBoat = new Map<number, Set<string>>();
  private readonly byTeam = new Map<number, Set<string>>();
  private readonly listingPages = new Set<string>();
  private bytes = 0;
  /** Changes applied so far; a render remembers the count it started at. */
  private applied = 0;
  private readonly history: ListingsChange[] = [];
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

  /** The count of changes applied: what a render starting now passes to `store`. */
  get epoch(): number {
    return this.applied;
  }

  /** A copy that nothing it shows has changed since it was rendered, within its lifetime. */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * Drops the copies that show what changed: a changed boat's page and every page showing its card, a changed
   * team's pages; every page showing every listing (home, search: any change may move their results).
   */
  apply(change: ListingsChange): void {
    if (!change.all && change.boats.length === 0 && change.teams.length === 0) return;
    this.applied += 1;
    this.history.push(change);
    if (this.history.length > HISTORY) this.history.shift();
    if (change.all) {
      for (const key of [...this.pages.keys()]) this.delete(key);
      return;
    }
    for (const boat of change.boats) for (const key of this.byBoat.get(boat) ?? []) this.delete(key);
    for (const team of change.teams) for (const key of this.byTeam.get(team) ?? []) this.delete(key);
    for (const key of [...this.listingPages]) this.delete(key);
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
   * otherwise, and the caller sends the response as it is. `epoch` is the cache's when the render started,
   * `shows` what the render read (read once the body has been, so that streamed parts count): a page that
   * shows something changed meanwhile goes to its visitor but is not kept.
   */
  async store(
    request: Cacheable,
    response: Response,
    epoch: number,
    shows: () => Shown,
  ): Promise<CachedPage | null> {
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
    const now = this.now();
    // What the render read, and until when it holds by itself (days on market, a reduction ageing out).
    const shown = shows();
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      encoding: request.encoding,
      detailView,
      shows: shown,
      expiresAt: Math.min(
        now + Math.max(seconds, PAGE_SECONDS) * 1000,
        shown.until ?? Number.POSITIVE_INFINITY,
      ),
    };
    if (body.length <= this.maxBytes / 10 && !this.changedSince(epoch, page.shows)) {
      this.delete(request.key);
      this.pages.set(request.key, page);
      this.bytes += body.length;
      for (const boat of page.shows.boats) indexed(this.byBoat, boat).add(request.key);
      for (const team of page.shows.teams) indexed(this.byTeam, team).add(request.key);
      if (page.shows.listings) this.listingPages.add(request.key);
      this.evict();
    }
    return page;
  }

  /** Whether a change applied after `epoch` touches what a page shows (or is too old to tell). */
  private changedSince(epoch: number, shows: Shown): boolean {
    const missed = this.applied - epoch;
    if (missed <= 0) return false;
    if (missed > this.history.length) return true;
    const boats = new Set(shows.boats);
    const teams = new Set(shows.teams);
    return this.history
      .slice(-missed)
      .some(
        (change) =>
          change.all ||
          shows.listings ||
          change.boats.some((boat) => boats.has(boat)) ||
          change.teams.some((team) => teams.has(team)),
      );
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
    for (const boat of page.shows.boats) unindex(this.byBoat, boat, key);
    for (const team of page.shows.teams) unindex(this.byTeam, team, key);
    this.listingPages.delete(key);
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

function indexed(index: Map<number, Set<string>>, id: number): Set<string> {
  let keys = index.get(id);
  if (!keys) {
    keys = new Set();
    index.set(id, keys);
  }
  return keys;
}

function unindex(index: Map<number, Set<string>>, id: number, key: string): void {
  const keys = index.get(id);
  keys?.delete(key);
  if (keys?.size === 0) index.delete(id);
}

/**
 * Brings the cache up to date with the listings before a cacheable request is answered: asks the API what
 * changed since the previous answer (GET /search/changes) and applies it. A request waits for a read that
 * started after it arrived, so every change committed before it is applied; the requests arriving while a read
 * runs share the next one. A change every page shows (`all`) also drops the API reads the web server keeps
 * with `dropOnChange` (the exchange rates, lib/kept-read.server.ts), so that the next render reads them again.
 * Resolves to the cache's epoch for a render starting now, or null when the API
 * cannot say (the page is then rendered and not stored, and the next read catches up from the same cursor).
 */
export function listingsChangesReader(apiUrl: string, cache: PageCache): () => Promise<number | null> {
  let cursor: string | undefined;
  let running: Promise<number | null> | undefined;
  let next: Promise<number | null> | undefined;
  const read = async (): Promise<number | null> => {
    try {
      const query = cursor === undefined ? "" : `?since=${encodeURIComponent(cursor)}`;
      const response = await fetch(`${apiUrl}/api/v1/search/changes${query}`, {
        signal: AbortSignal.timeout(1000),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<ListingsChange> & { cursor?: unknown };
      if (typeof body.cursor !== "string" || !Array.isArray(body.boats) || !Array.isArray(body.teams))
        return null;
      cache.apply({ boats: body.boats, teams: body.teams, all: body.all === true });
      // A change every page shows (a rate change among them): the rates the web server keeps go with the pages.
      if (body.all === true) dropKeptReadsOnChange();
      cursor = body.cursor;
      return cache.epoch;
    } catch {
      return null;
    }
  };
  const start = (): Promise<number | null> => {
    running = read().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    // A read already on its way may have left before this request's changes committed: wait for the next.
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
