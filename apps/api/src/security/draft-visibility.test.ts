/**
 * A boat that was never published is the team's business: every public address answers exactly as for an
 * id or slug that does not exist, so sequential ids cannot be walked to read other teams' unpublished titles.
 */
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../test/factories.ts";
import { getTestApp } from "../test/harness.ts";

const get = async (url: string) => (await getTestApp()).inject({ method: "GET", url });

describe("never-published boats on the public API", () => {
  it("answer 404 everywhere public, like unknown boats, without the title or slug", async () => {
    const team = await createTeam();
    const draft = await createBoat({ teamId: team.id, status: "draft", title: "Secret refit project" });
    const archived = await createBoat({ teamId: team.id, status: "archived", publishedAt: null });
    for (const boat of [draft, archived]) {
      for (const url of [
        `/api/v1/boats/by-id/${boat.id}`,
        `/api/v1/boats/${boat.slug}`,
        `/api/v1/boats/${boat.slug}/brochure.pdf`,
        `/api/v1/boats/${boat.slug}/similar`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe("NOT_FOUND");
        expect(response.body, url).not.toContain(boat.slug);
        expect(response.body, url).not.toContain(boat.title);
      }
    }
    const unknown = await get("/api/v1/boats/by-id/987654321");
    expect((await get(`/api/v1/boats/by-id/${draft.id}`)).json()).toEqual(unknown.json());
  });

  it("still answer 410 once they had been public, and 200 while they are", async () => {
    const team = await createTeam();
    const unpublished = await createBoat({
      teamId: team.id,
      status: "draft",
      publishedAt: "2026-03-01T09:00:00.000Z",
    });
    const gone = await get(`/api/v1/boats/by-id/${unpublished.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.details).toMatchObject({ id: unpublished.id, slug: unpublished.slug });
    const published = await createBoat({ teamId: team.id });
    expect((await get(`/api/v1/boats/by-id/${published.id}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/boats/${published.slug}/similar`)).statusCode).toBe(200);
  });
});
