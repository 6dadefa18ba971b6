/**
 * Per-user write budgets (decision 027): one account cannot pour drafts or edits into the database; past the
 * minute's budget it gets 429 with Retry-After and a translated message, other users are untouched, and a
 * real user's pace never comes near it.
 */
import { describe, expect, it } from "vitest";
import { bearer, createTeam, createUser, login } from "../test/factories.ts";
import { buildTestApp } from "../test/harness.ts";

describe("per-user write budgets", () => {
  it("refuses a flood of drafts with 429 and Retry-After, and leaves other users alone", async () => {
    const app = await buildTestApp({ WRITE_RATE_LIMIT: "10" });
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, plan: "paid" });
    const headers = { ...bearer(await login(app, owner.email, owner.password)), "accept-language": "es" };
    const createDraft = () =>
      app.inject({
        method: "POST",
        url: `/api/v1/teams/${team.id}/boats`,
        headers,
        payload: { title: "Flood draft" },
      });
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) codes.push((await createDraft()).statusCode);
    // Creations get half of the ten writes.
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = await createDraft();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatchObject({
      code: "RATE_LIMITED",
      message: `Estás guardando cambios más rápido de lo permitido. Espera ${retryAfter} segundos e inténtalo de nuevo.`,
    });

    // Reads are not writes; another user writes as usual.
    const list = await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/boats`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(5);
    const other = await createUser();
    const otherTeam = await createTeam({ ownerId: other.id, plan: "paid" });
    const otherCreate = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${otherTeam.id}/boats`,
      headers: bearer(await login(app, other.email, other.password)),
      payload: { title: "Calm draft" },
    });
    expect(otherCreate.statusCode).toBe(201);
  });

  it("counts every kind of write against the same budget", async () => {
    const app = await buildTestApp({ WRITE_RATE_LIMIT: "4" });
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, plan: "paid" });
    const headers = bearer(await login(app, owner.email, owner.password));
    const created = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers,
      payload: { title: "Edited often" },
    });
    expect(created.statusCode).toBe(201);
    const edit = () =>
      app.inject({
        method: "PATCH",
        url: `/api/v1/teams/${team.id}/boats/${created.json().id}`,
        headers,
        payload: { title: "Edited again" },
      });
    expect([(await edit()).statusCode, (await edit()).statusCode, (await edit()).statusCode]).toEqual([
      200, 200, 200,
    ]);
    const refused = await edit();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
