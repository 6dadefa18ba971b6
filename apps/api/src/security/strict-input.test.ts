/**
 * Input is read strictly (decision 027): an id has one spelling (digits, no padding), so `/teams/%201/…` names
 * no team; a request body with a key its schema does not name is refused with that key, not silently trimmed.
 */
import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../test/factories.ts";
import { getTestApp } from "../test/harness.ts";

describe("strict input", () => {
  it("refuses padded, signed, exponent and out-of-range ids in paths", async () => {
    const app = await getTestApp();
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id });
    const boat = await createBoat({ teamId: team.id });
    const headers = bearer(await login(app, owner.email, owner.password));
    const get = (url: string) => app.inject({ method: "GET", url, headers });
    expect((await get(`/api/v1/teams/${team.id}`)).statusCode).toBe(200);
    for (const id of [
      `%20${team.id}`,
      `${team.id}%20`,
      `0${team.id}`,
      `${team.id}.0`,
      "1e0",
      "0x1",
      "2147483648",
    ]) {
      expect((await get(`/api/v1/teams/${id}`)).statusCode, id).toBe(404);
      expect((await get(`/api/v1/teams/${id}/boats`)).statusCode, id).toBe(404);
    }
    expect((await get(`/api/v1/boats/by-id/${boat.id}`)).statusCode).toBe(200);
    for (const id of [`%20${boat.id}`, `+${boat.id}`, `${boat.id}e0`, "99999999999"]) {
      const response = await get(`/api/v1/boats/by-id/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("refuses a body key the schema does not name, saying which", async () => {
    const app = await getTestApp();
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, plan: "paid" });
    const headers = bearer(await login(app, owner.email, owner.password));
    const refused = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers,
      payload: { title: "Strict draft", teamId: 999, isFeatured: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(JSON.stringify(refused.json().error.details)).toMatch(/teamId/);
    expect(JSON.stringify(refused.json().error.details)).toMatch(/isFeatured/);
    // PostgreSQL text cannot hold a NUL character: refused up front on both engines, never a 500.
    const nul = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers,
      payload: { title: "Strict\u0000draft" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details).toEqual([
      expect.objectContaining({ path: "body.title", code: "nul_character" }),
    ]);
    // Inside a list, the path names the item.
    const nested = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers,
      payload: { title: "Strict draft", features: ["Teak deck", "Chart\u0000plotter"] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.details).toEqual([
      expect.objectContaining({ path: "body.features.1", code: "nul_character" }),
    ]);
    const nulQuery = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}/boats?q=a%00b`,
      headers,
    });
    expect(nulQuery.statusCode).toBe(400);
    const accepted = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers,
      payload: { title: "Strict draft" },
    });
    expect(accepted.statusCode).toBe(201);
  });
});
