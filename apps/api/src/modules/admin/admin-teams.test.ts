import { describe, expect, it } from "vitest";
import { addMember, createBoat, createTeam, createUser } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "./admin-test-kit.ts";

const marker = () => `t${Math.random().toString(36).slice(2, 10)}`;

async function auditOf(teamId: number) {
  const db = await getTestDb();
  const rows = await db
    .selectFrom("auditLog")
    .select(["action", "actorUserId", "details"])
    .where("entityType", "=", "team")
    .where("entityId", "=", String(teamId))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ action: r.action, actorUserId: r.actorUserId, details: JSON.parse(r.details!) }));
}

describe("GET admin/teams", () => {
  it("searches name, slug and e-mail in any case, and filters by status, plan, verified and country", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const riviera = await createTeam({ name: `Riviera ${tag} Yachts`, country: "IT", plan: "paid" });
    const nordic = await createTeam({
      name: `Nordic ${tag}`,
      country: "SE",
      plan: "free",
      isVerified: true,
      verifiedAt: "2026-01-01T00:00:00.000Z",
    });
    const closed = await createTeam({ name: `Closed ${tag}`, status: "inactive", plan: "custom" });
    const byEmail = await createTeam({ name: "Mail only", email: `sales.${tag}@dock.test` });
    const ids = async (query: string) =>
      (await adminCall(admin, "GET", `teams?q=${tag}&pageSize=100&sort=name&${query}`))
        .json()
        .items.map((t: { id: number }) => t.id);
    expect(await ids("")).toEqual([closed.id, byEmail.id, nordic.id, riviera.id]);
    expect(
      (await adminCall(admin, "GET", `teams?q=RIVIERA%20${tag.toUpperCase()}`))
        .json()
        .items.map((t: { id: number }) => t.id),
    ).toEqual([riviera.id]);
    expect(await ids("status=inactive")).toEqual([closed.id]);
    expect(await ids("plan=free")).toEqual([nordic.id]);
    expect(await ids("plan=custom")).toEqual([closed.id]);
    expect(await ids("verified=true")).toEqual([nordic.id]);
    expect(await ids("verified=false")).toEqual([closed.id, byEmail.id, riviera.id]);
    expect(await ids("country=IT")).toEqual([riviera.id]);
    expect(await ids("country=SE&plan=paid")).toEqual([]);
  });

  it("shows plan, verified, member and boat counts, and paginates", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const team = await createTeam({ name: `Counted ${tag}` });
    await addMember(team.id, (await createUser()).id);
    await createBoat({ teamId: team.id });
    await createBoat({ teamId: team.id, status: "draft" });
    for (let i = 0; i < 3; i += 1) await createTeam({ name: `Filler ${tag} ${i}` });
    const page = (await adminCall(admin, "GET", `teams?q=Counted%20${tag}`)).json();
    expect(page.items[0]).toMatchObject({
      id: team.id,
      planCode: "paid",
      subscriptionStatus: "active",
      isVerified: false,
      memberCount: 2,
      boatCount: 2,
      status: "active",
    });
    const first = (await adminCall(admin, "GET", `teams?q=${tag}&pageSize=12&sort=name`)).json();
    expect(first.total).toBe(4);
    const all = (await adminCall(admin, "GET", "teams?pageSize=12&page=1")).json();
    const next = (await adminCall(admin, "GET", "teams?pageSize=12&page=2")).json();
    const seen = [...all.items, ...next.items].map((t: { id: number }) => t.id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    ["an unknown plan", "plan=gold", "querystring.plan"],
    ["a non-boolean verified", "verified=yes", "querystring.verified"],
    ["an unknown country", "country=XX", "querystring.country"],
    ["an unknown sort", "sort=revenue", "querystring.sort"],
    ["a page size of 1000", "pageSize=1000", "querystring.pageSize"],
  ])("answers 400 with field details for %s", async (_label, query, path) => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "GET", `teams?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ path })]);
  });
});

describe("GET admin/teams/{id}", () => {
  it("shows every setting, the plan, subscription, members and boats per status", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam({ name: "Detail Marine", city: "Genova", plan: "free" });
    await createBoat({ teamId: team.id });
    await createBoat({ teamId: team.id });
    await createBoat({ teamId: team.id, status: "sold" });
    const response = await adminCall(admin, "GET", `teams/${team.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: team.id,
      name: "Detail Marine",
      city: "Genova",
      country: "FR",
      planCode: "free",
      subscriptionStatus: "none",
      isVerified: false,
      verifiedAt: null,
      memberCount: 1,
      boatCounts: { draft: 0, published: 2, under_offer: 0, sold: 1, archived: 0 },
    });
    expect((await adminCall(admin, "GET", "teams/99999999")).statusCode).toBe(404);
    expect((await adminCall(admin, "GET", "teams/1.5")).statusCode).toBe(400);
  });
});

describe("PATCH admin/teams/{id}", () => {
  it("saves settings and audits each kind of change with before and after", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam({ name: "Old Name", city: "Nice", plan: "free" });
    const response = await adminCall(
      admin,
      "PATCH",
      `teams/${team.id}`,
      { name: "New Name", city: "", website: "https://new.example", country: "FR" },
      { "accept-language": "it" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Il team New Name è stato salvato.");
    const stored = (await adminCall(admin, "GET", `teams/${team.id}`)).json();
    expect(stored).toMatchObject({ name: "New Name", city: null, website: "https://new.example" });
    expect(await auditOf(team.id)).toEqual([
      {
        action: "team.update",
        actorUserId: admin.user.id,
        details: {
          changes: {
            name: { from: "Old Name", to: "New Name" },
            city: { from: "Nice", to: null },
            website: { from: null, to: "https://new.example" },
          },
        },
      },
    ]);
  });

  it("sets the plan by hand with the subscription it implies (its reason audited), and the verified badge with its date", async () => {
    const admin = await signedInAdmin();
    const app = await getTestApp();
    const owner = await signedIn();
    const team = await createTeam({ ownerId: owner.user.id, plan: "free" });
    const paid = await adminCall(admin, "PATCH", `teams/${team.id}`, { planCode: "paid", isVerified: true });
    expect(paid.json().team).toMatchObject({
      planCode: "paid",
      subscriptionStatus: "active",
      isVerified: true,
    });
    expect(paid.json().team.verifiedAt).toEqual(expect.any(String));
    // The owner's own view of the team follows: a paid plan may post boats.
    const ownView = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}`,
      headers: owner.headers,
    });
    expect(ownView.json()).toMatchObject({ isVerified: true, plan: { code: "paid", canPostBoats: true } });

    const tooLong = await adminCall(admin, "PATCH", `teams/${team.id}`, {
      planCode: "free",
      planReason: "x".repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const free = await adminCall(admin, "PATCH", `teams/${team.id}`, {
      planCode: "free",
      planReason: "  Agreed with the owner: back to Free  ",
      isVerified: false,
    });
    expect(free.json().team).toMatchObject({
      planCode: "free",
      subscriptionStatus: "none",
      isVerified: false,
      verifiedAt: null,
    });
    expect((await auditOf(team.id)).map((e) => [e.action, e.details])).toEqual([
      [
        "team.plan.set",
        { plan: { from: "free", to: "paid" }, subscriptionStatus: { from: "none", to: "active" } },
      ],
      ["team.verified.set", { isVerified: { from: false, to: true } }],
      [
        "team.plan.set",
        {
          plan: { from: "paid", to: "free" },
          subscriptionStatus: { from: "active", to: "none" },
          reason: "Agreed with the owner: back to Free",
        },
      ],
      ["team.verified.set", { isVerified: { from: true, to: false } }],
    ]);
  });

  it("deactivating a team hides its boats from public pages; reactivating shows them again", async () => {
    const admin = await signedInAdmin();
    const app = await getTestApp();
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id });
    const publicIds = async () =>
      (await app.inject({ method: "GET", url: "/api/v1/boats?pageSize=48&sort=newest" }))
        .json()
        .items.map((b: { id: number }) => b.id);
    expect(await publicIds()).toContain(boat.id);
    const off = await adminCall(admin, "PATCH", `teams/${team.id}`, { status: "inactive" });
    expect(off.json().team.status).toBe("inactive");
    expect(await publicIds()).not.toContain(boat.id);
    await adminCall(admin, "PATCH", `teams/${team.id}`, { status: "active" });
    expect(await publicIds()).toContain(boat.id);
    expect((await auditOf(team.id)).map((e) => e.details.status)).toEqual([
      { from: "active", to: "inactive" },
      { from: "inactive", to: "active" },
    ]);
  });

  it.each([
    ["an unknown plan", { planCode: "gold" }, "body.planCode", "invalid_value"],
    ["a bad status", { status: "closed" }, "body.status", "invalid_value"],
    ["a too long name", { name: "x".repeat(121) }, "body.name", "too_big"],
    ["a bad website", { website: "ftp://files.example" }, "body.website", "invalid_format"],
    ["an unknown currency", { currency: "XYZ" }, "body.currency", "invalid_value"],
    ["a string for verified", { isVerified: "yes" }, "body.isVerified", "invalid_type"],
    ["a field that is not editable", { slug: "hijack" }, "body", "unrecognized_keys"],
  ])("answers 400 with field details for %s, and saves nothing", async (_label, payload, path, code) => {
    const admin = await signedInAdmin();
    const team = await createTeam({ name: "Untouched" });
    const response = await adminCall(admin, "PATCH", `teams/${team.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, code })]),
    );
    expect((await adminCall(admin, "GET", `teams/${team.id}`)).json().name).toBe("Untouched");
    expect(await auditOf(team.id)).toEqual([]);
  });

  it("answers 404 for an unknown team", async () => {
    const admin = await signedInAdmin();
    expect((await adminCall(admin, "PATCH", "teams/99999999", { name: "Ghost" })).statusCode).toBe(404);
  });
});
