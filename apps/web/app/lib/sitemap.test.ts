import { describe, expect, it } from "vitest";
import {
  BOAT_API_PAGE_SIZE,
  BOAT_API_PAGES_PER_CHUNK,
  BOAT_CHUNK_MAX,
  BOATS_PER_CHUNK,
  boatChunkApiPages,
  boatChunkCount,
  chunkFileName,
  escapeXml,
  parseChunkFileName,
  robotsTxt,
  SEARCH_API_PAGE_MAX,
  SITEMAP_PROTOCOL_LIMIT,
  sitemapChunks,
  sitemapIndexXml,
  URLS_PER_CHUNK,
  urlsetXml,
} from "./sitemap.ts";

const ORIGIN = "https://keel.example";

/**
 * A strict-enough well-formedness check without an XML library: one prolog, balanced tags, quoted
 * attributes, and no raw "&" or "<" in text or attribute values.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const match of body.matchAll(token)) {
    expect(match.index, `unexpected markup near ${body.slice(consumed, consumed + 40)}`).toBe(consumed);
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/[&<>]/);
      continue;
    }
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(consumed, "the whole document is markup or text").toBe(body.length);
  expect(stack).toEqual([]);
}

const urlBlocks = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
const locOf = (block: string) => /<loc>([^<]*)<\/loc>/.exec(block)?.[1];
const alternatesOf = (block: string) =>
  [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
    m[1],
    m[2],
  ]);

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });

  it("drops characters XML 1.0 cannot hold and keeps the rest of Unicode", () => {
    expect(escapeXml("bad\u0000\u0008\uFFFEtext")).toBe("badtext");
    expect(escapeXml("Šibenik ⛵ 𝔘")).toBe("Šibenik ⛵ 𝔘");
  });
});

describe("urlsetXml", () => {
  const xml = urlsetXml(
    [{ path: "/partners/cap-soleil" }, { path: "/legal/terms", lastmod: "2026-11-22" }],
    ORIGIN,
  );

  it("is well-formed with the sitemap and xhtml namespaces", () => {
    expectWellFormed(xml);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it("lists every page once per locale", () => {
    expect(urlBlocks(xml).map(locOf)).toEqual([
      `${ORIGIN}/partners/cap-soleil`,
      `${ORIGIN}/en-GB/partners/cap-soleil`,
      `${ORIGIN}/fr/partners/cap-soleil`,
      `${ORIGIN}/it/partners/cap-soleil`,
      `${ORIGIN}/es/partners/cap-soleil`,
      `${ORIGIN}/legal/terms`,
      `${ORIGIN}/en-GB/legal/terms`,
      `${ORIGIN}/fr/legal/terms`,
      `${ORIGIN}/it/legal/terms`,
      `${ORIGIN}/es/legal/terms`,
    ]);
  });

  it("gives each URL the five hreflang alternates and x-default, itself included", () => {
    const expected = [
      ["en-US", `${ORIGIN}/partners/cap-soleil`],
      ["en-GB", `${ORIGIN}/en-GB/partners/cap-soleil`],
      ["fr", `${ORIGIN}/fr/partners/cap-soleil`],
      ["it", `${ORIGIN}/it/partners/cap-soleil`],
      ["es", `${ORIGIN}/es/partners/cap-soleil`],
      ["x-default", `${ORIGIN}/partners/cap-soleil`],
    ];
    for (const block of urlBlocks(xml).slice(0, 5)) {
      expect(alternatesOf(block)).toEqual(expected);
      expect(expected.map(([, href]) => href)).toContain(locOf(block));
    }
  });

  it("writes lastmod only when known", () => {
    const blocks = urlBlocks(xml);
    expect(blocks[0]).not.toContain("<lastmod>");
    expect(blocks[5]).toContain("<lastmod>2026-11-22</lastmod>");
  });

  it("escapes what it writes in URLs", () => {
    const odd = urlsetXml([{ path: "/boats/a&b" }], "https://keel.example/shop?x=1&y='2'");
    expectWellFormed(odd);
    expect(locOf(urlBlocks(odd)[0]!)).toBe("https://keel.example/shop?x=1&amp;y=&apos;2&apos;/boats/a&amp;b");
  });

  it("is a valid empty urlset without pages", () => {
    const empty = urlsetXml([], ORIGIN);
    expectWellFormed(empty);
    expect(urlBlocks(empty)).toEqual([]);
  });
});

describe("chunking", () => {
  it("keeps every chunk under our cap and the protocol's limit", () => {
    expect(BOATS_PER_CHUNK).toBe(BOAT_API_PAGES_PER_CHUNK * BOAT_API_PAGE_SIZE);
    expect(BOATS_PER_CHUNK * 5).toBeLessThanOrEqual(URLS_PER_CHUNK);
    expect(URLS_PER_CHUNK).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMIT);
    expect(BOATS_PER_CHUNK).toBe(1968);
  });

  it("counts boat chunks, at least one and at most what the search API can page", () => {
    expect(boatChunkCount(0)).toBe(1);
    expect(boatChunkCount(1)).toBe(1);
    expect(boatChunkCount(BOATS_PER_CHUNK)).toBe(1);
    expect(boatChunkCount(BOATS_PER_CHUNK + 1)).toBe(2);
    expect(boatChunkCount(100_000)).toBe(BOAT_CHUNK_MAX);
    expect(BOAT_CHUNK_MAX * BOAT_API_PAGES_PER_CHUNK).toBeLessThanOrEqual(SEARCH_API_PAGE_MAX);
  });

  it("reads consecutive, non-overlapping API pages per chunk", () => {
    expect(boatChunkApiPages(1)).toEqual({ first: 1, last: 41 });
    expect(boatChunkApiPages(2)).toEqual({ first: 42, last: 82 });
    expect(boatChunkApiPages(BOAT_CHUNK_MAX).last).toBeLessThanOrEqual(SEARCH_API_PAGE_MAX);
  });

  it("names and parses chunk files both ways, refusing anything else", () => {
    for (const chunk of sitemapChunks(5000)) expect(parseChunkFileName(chunkFileName(chunk))).toEqual(chunk);
    for (const name of [
      "boats-0.xml",
      "boats-01.xml",
      "boats-1.txt",
      "boats.xml",
      "../pages.xml",
      "Pages.xml",
      "",
    ])
      expect(parseChunkFileName(name), name).toBeNull();
  });
});

describe("sitemapIndexXml", () => {
  it("points to the static, partner, professional and boat chunks", () => {
    const xml = sitemapIndexXml(sitemapChunks(BOATS_PER_CHUNK * 2 + 5), ORIGIN);
    expectWellFormed(xml);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/partners.xml`,
      `${ORIGIN}/sitemaps/professionals.xml`,
      `${ORIGIN}/sitemaps/boats-1.xml`,
      `${ORIGIN}/sitemaps/boats-2.xml`,
      `${ORIGIN}/sitemaps/boats-3.xml`,
    ]);
  });
});

describe("robotsTxt", () => {
  const robots = robotsTxt(ORIGIN);
  const lines = robots.split("\n");

  it("allows the public site and names the sitemap", () => {
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("disallows the private areas in every locale, and the API", () => {
    for (const area of ["dashboard", "admin", "auth", "invitations"]) {
      for (const prefix of ["", "/en-GB", "/fr", "/it", "/es"])
        expect(lines).toContain(`Disallow: ${prefix}/${area}`);
    }
    expect(lines).toContain("Disallow: /api");
    expect(lines.some((line) => /^Disallow: \/(partners|professionals|boats|about)/.test(line))).toBe(false);
  });
});
