import { BOAT_SITEMAP_LIMIT_MAX } from "@keel/contracts/sitemap";
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";

const get = async (url: string) => (await getTestApp()).inject({ method: "GET", url: `/api/v1${url}` });

interface SitemapPage {
  items: { id: number; slug: string; updatedAt: string }[];
  nextAfterId: number | null;
}

/** Every page from the first, as a crawler of the endpoint would read them. */
async function readAll(limit: number): Promise<{ ids: number[]; pages: SitemapPage[] }> {
  const pages: SitemapPage[] = [];
  let afterId: number | null = 0;
  while (afterId !== null) {
    const response = await get(`/boats/sitemap?afterId=${afterId}&limit=${limit}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<SitemapPage>();
    pages.push(page);
    afterId = page.nextAfterId;
    expect(pages.length, "paging ends").toBeLessThan(100);
  }
  return { ids: pages.flatMap((page) => page.items.map((item) => item.id)), pages };
}

/** Public and hidden boats of a fresh pair of teams, created in an interleaved order. */
async function seedBoats() {
  const team = await createTeam();
  const inactive = await createTeam({ status: "inactive" });
  const visible: number[] = [];
  const hidden: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    visible.push((await createBoat({ teamId: team.id })).id);
    visible.push((await createBoat({ teamId: team.id, status: "under_offer" })).id);
    hidden.push((await createBoat({ teamId: team.id, status: "draft" })).id);
    hidden.push((await createBoat({ teamId: team.id, status: "sold" })).id);
    hidden.push((await createBoat({ teamId: team.id, status: "archived" })).id);
    hidden.push((await createBoat({ teamId: inactive.id })).id);
  }
  return { visible, hidden };
}

describe("GET /boats/sitemap", () => {
  it("pages through every public boat exactly once, by id, and leaves out drafts, sold boats and inactive teams", async () => {
    const { visible, hidden } = await seedBoats();
    for (const limit of [1, 3, 5000]) {
      const { ids, pages } = await readAll(limit);
      expect(ids, `limit ${limit}: ascending ids`).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size, `limit ${limit}: no boat twice`).toBe(ids.length);
      for (const id of visible) expect(ids, `limit ${limit}`).toContain(id);
      for (const id of hidden) expect(ids, `limit ${limit}`).not.toContain(id);
      for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(limit);
      expect(pages.at(-1)?.nextAfterId).toBeNull();
    }
  });

  it("gives each boat's slug and last change, and continues after the id it is given", async () => {
    const team = await createTeam();
    const first = await createBoat({ teamId: team.id, updatedAt: "2026-10-01T08:00:00.000Z" });
    const second = await createBoat({ teamId: team.id, updatedAt: "2026-11-02T09:30:00.000Z" });
    const page = (await get(`/boats/sitemap?afterId=${first.id - 1}&limit=1`)).json<SitemapPage>();
    expect(page).toEqual({
      items: [{ id: first.id, slug: first.slug, updatedAt: "2026-10-01T08:00:00.000Z" }],
      nextAfterId: first.id,
    });
    const next = (await get(`/boats/sitemap?afterId=${page.nextAfterId}&limit=1`)).json<SitemapPage>();
    expect(next.items).toEqual([{ id: second.id, slug: second.slug, updatedAt: "2026-11-02T09:30:00.000Z" }]);
  });

  it("answers an empty last page past the last boat", async () => {
    const response = await get("/boats/sitemap?afterId=2147483647&limit=10");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextAfterId: null });
  });

  it.each([
    ["a negative afterId", "afterId=-1", "querystring.afterId"],
    ["a fractional afterId", "afterId=1.5", "querystring.afterId"],
    ["a non-numeric afterId", "afterId=abc", "querystring.afterId"],
    ["an afterId past the largest id", "afterId=2147483648", "querystring.afterId"],
    ["limit 0", "limit=0", "querystring.limit"],
    ["a limit above the largest page", `limit=${BOAT_SITEMAP_LIMIT_MAX + 1}`, "querystring.limit"],
  ])("answers 400 to %s, in the one error shape", async (_label, query, path) => {
    const response = await get(`/boats/sitemap?${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    expect(error.details).toEqual([expect.objectContaining({ path, code: expect.any(String) })]);
  });
});

describe("GET /boats/sitemap/chunks", () => {
  it("counts public boats per id range, with the range's latest change, leaving empty ranges out", async () => {
    const { visible } = await seedBoats();
    const size = 4;
    const response = await get(`/boats/sitemap/chunks?size=${size}`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: { number: number; firstId: number; lastId: number; count: number; lastModified: string }[];
    }>();
    const { ids } = await readAll(5000);
    const expected = new Map<number, number[]>();
    for (const id of ids) {
      const number = Math.floor((id - 1) / size) + 1;
      expected.set(number, [...(expected.get(number) ?? []), id]);
    }
    expect(items.map((chunk) => chunk.number)).toEqual([...expected.keys()]);
    for (const chunk of items) {
      const chunkIds = expected.get(chunk.number)!;
      expect(chunk).toMatchObject({
        firstId: chunkIds[0],
        lastId: chunkIds.at(-1),
        count: chunkIds.length,
      });
      expect(chunk.count).toBeLessThanOrEqual(size);
      expect(chunk.lastModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(items.reduce((sum, chunk) => sum + chunk.count, 0)).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(visible));
  });

  it("reports the latest change in a chunk", async () => {
    const team = await createTeam();
    const size = 5000;
    const boat = await createBoat({ teamId: team.id, updatedAt: "2099-05-06T07:08:09.000Z" });
    const { items } = (await get(`/boats/sitemap/chunks?size=${size}`)).json();
    const chunk = items.find((c: { number: number }) => c.number === Math.floor((boat.id - 1) / size) + 1);
    expect(chunk.lastModified).toBe("2099-05-06T07:08:09.000Z");
  });

  it.each([
    ["no size", ""],
    ["size 0", "size=0"],
    ["a size above the largest page", `size=${BOAT_SITEMAP_LIMIT_MAX + 1}`],
  ])("answers 400 to %s", async (_label, query) => {
    const response = await get(`/boats/sitemap/chunks?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });
});
