import { LOCALES } from "@keel/contracts/locales";
import { BOAT_SITEMAP_LIMIT_MAX } from "@keel/contracts/sitemap";
import { describe, expect, it } from "vitest";
import {
  BOAT_CHUNK_MAX,
  BOATS_PER_CHUNK,
  boatChunkPages,
  boatChunkRange,
  chunkFileName,
  escapeXml,
  parseChunkFileName,
  robotsTxt,
  SITEMAP_PROTOCOL_LIMIT,
  sitemapEntries,
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
  const boat = (id: number) => ({
    id,
    slug: `boat-${id}`,
    updatedAt: `2026-11-0${(id % 9) + 1}T10:00:00.000Z`,
  });

  it("keeps every boat chunk under our cap and the protocol's limit, counting a URL per locale", () => {
    expect(BOATS_PER_CHUNK).toBe(2000);
    expect(BOATS_PER_CHUNK * LOCALES.length).toBeLessThanOrEqual(URLS_PER_CHUNK);
    expect(URLS_PER_CHUNK).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMIT);
    // A chunk is read with one API page.
    expect(BOATS_PER_CHUNK).toBeLessThanOrEqual(BOAT_SITEMAP_LIMIT_MAX);
  });

  it("gives each chunk its own range of ids, consecutive and no wider than a chunk's boats", () => {
    expect(boatChunkRange(1)).toEqual({ afterId: 0, lastId: 2000 });
    expect(boatChunkRange(2)).toEqual({ afterId: 2000, lastId: 4000 });
    for (const number of [1, 2, 3, 500, BOAT_CHUNK_MAX - 1]) {
      const { afterId, lastId } = boatChunkRange(number);
      expect(lastId - afterId).toBe(BOATS_PER_CHUNK);
      expect(boatChunkRange(number + 1).afterId).toBe(lastId);
    }
    // The last chunk reaches the largest id the API serves, and no further.
    expect(boatChunkRange(BOAT_CHUNK_MAX).lastId).toBe(2_147_483_647);
    expect(boatChunkRange(BOAT_CHUNK_MAX).afterId).toBeLessThan(2_147_483_647);
  });

  it("lists a chunk's boats from the API's page, dropping those of later chunks, each with its lastmod", () => {
    const page = [boat(2001), boat(2500), boat(4000), boat(4001), boat(9000)];
    expect(boatChunkPages(2, page)).toEqual([
      { path: "/boats/boat-2001", lastmod: "2026-11-04T10:00:00.000Z" },
      { path: "/boats/boat-2500", lastmod: "2026-11-08T10:00:00.000Z" },
      { path: "/boats/boat-4000", lastmod: "2026-11-05T10:00:00.000Z" },
    ]);
    expect(boatChunkPages(1, page)).toEqual([]);
  });

  it("puts every boat in exactly one chunk, at most BOATS_PER_CHUNK per chunk", () => {
    // Dense and sparse stretches of ids, as drafts, sold boats and deletions leave them.
    const ids = [
      ...Array.from({ length: 2600 }, (_, i) => i + 1),
      ...Array.from({ length: 300 }, (_, i) => 10_000 + i * 7),
    ];
    const seen = new Map<string, number>();
    const lastChunk = Math.ceil(ids.at(-1)! / BOATS_PER_CHUNK);
    for (let number = 1; number <= lastChunk; number += 1) {
      const { afterId } = boatChunkRange(number);
      // What the API answers to afterId with limit BOATS_PER_CHUNK.
      const page = ids
        .filter((id) => id > afterId)
        .slice(0, BOATS_PER_CHUNK)
        .map(boat);
      const pages = boatChunkPages(number, page);
      expect(pages.length).toBeLessThanOrEqual(BOATS_PER_CHUNK);
      for (const { path } of pages) seen.set(path, (seen.get(path) ?? 0) + 1);
    }
    expect(seen.size).toBe(ids.length);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it("names and parses chunk files both ways, refusing anything else", () => {
    const chunks = sitemapEntries([
      { number: 1, lastModified: "2026-11-01T00:00:00.000Z" },
      { number: 7, lastModified: "2026-11-02T00:00:00.000Z" },
      { number: BOAT_CHUNK_MAX, lastModified: "2026-11-03T00:00:00.000Z" },
    ]).map((entry) => entry.chunk);
    for (const chunk of chunks) expect(parseChunkFileName(chunkFileName(chunk))).toEqual(chunk);
    for (const name of [
      "boats-0.xml",
      "boats-01.xml",
      `boats-${BOAT_CHUNK_MAX + 1}.xml`,
      "boats-12345678.xml",
      "boats-1.txt",
      "boats.xml",
      "../pages.xml",
      "Pages.xml",
      "",
    ])
      expect(parseChunkFileName(name), name).toBeNull();
  });

  it("lists no more sitemaps than an index may hold", () => {
    const many = Array.from({ length: SITEMAP_PROTOCOL_LIMIT + 10 }, (_, i) => ({
      number: i + 1,
      lastModified: "2026-11-01T00:00:00.000Z",
    }));
    const entries = sitemapEntries(many);
    expect(entries).toHaveLength(SITEMAP_PROTOCOL_LIMIT);
    expect(entries.at(-1)).toEqual({
      chunk: { kind: "boats", number: SITEMAP_PROTOCOL_LIMIT - 3 },
      lastmod: "2026-11-01T00:00:00.000Z",
    });
  });
});

describe("sitemapIndexXml", () => {
  it("points to the static, partner, professional and non-empty boat chunks, boats with their lastmod", () => {
    const entries = sitemapEntries([
      { number: 1, lastModified: "2026-11-20T08:00:00.000Z" },
      { number: 2, lastModified: "2026-11-21T09:30:00.000Z" },
      { number: 5, lastModified: "2026-10-02T00:00:00.000Z" },
    ]);
    const xml = sitemapIndexXml(entries, ORIGIN);
    expectWellFormed(xml);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map((m) => [
      locOf(m[1]!),
      /<lastmod>([^<]*)<\/lastmod>/.exec(m[1]!)?.[1],
    ]);
    expect(sitemaps).toEqual([
      [`${ORIGIN}/sitemaps/pages.xml`, undefined],
      [`${ORIGIN}/sitemaps/partners.xml`, undefined],
      [`${ORIGIN}/sitemaps/professionals.xml`, undefined],
      [`${ORIGIN}/sitemaps/boats-1.xml`, "2026-11-20T08:00:00.000Z"],
      [`${ORIGIN}/sitemaps/boats-2.xml`, "2026-11-21T09:30:00.000Z"],
      [`${ORIGIN}/sitemaps/boats-5.xml`, "2026-10-02T00:00:00.000Z"],
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
