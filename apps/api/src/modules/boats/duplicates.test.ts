import type { TDuplicate, TDuplicateList } from "@keel/contracts/freshness";
import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "../admin/admin-test-kit.ts";
import { flagDuplicatesOf, normaliseHin } from "./duplicates.service.ts";

async function seller() {
  const app = await getTestApp();
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id });
  const headers = bearer(await login(app, owner.email, owner.password));
  const patch = (boatId: number, payload: object) =>
    app.inject({ method: "PATCH", url: `/api/v1/teams/${team.id}/boats/${boatId}`, headers, payload });
  return { team, headers, patch };
}

/** A boat's key fields, unique to the test so other tests' boats never match. */
function specs() {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    brandName: `Jeanneau ${tag}`,
    modelName: "Sun Odyssey 410",
    yearBuilt: 2021,
    lengthM: 12.2,
    country: "HR",
    city: "Split",
  };
}

async function pairsOf(boatId: number, status: "open" | "dismissed" = "open"): Promise<TDuplicate[]> {
  const admin = await signedInAdmin();
  const response = await adminCall(admin, "GET", `boat-duplicates?status=${status}&pageSize=48`);
  expect(response.statusCode).toBe(200);
  return response.json<TDuplicateList>().items.filter((pair) => pair.boats.some((b) => b.id === boatId));
}

describe("normaliseHin", () => {
  it("ignores case, spaces, dashes and other separators", () => {
    expect(normaliseHin(" fr-ben 12345 a8.18 ")).toBe("FRBEN12345A818");
    expect(normaliseHin("FR–BEN12345A818")).toBe("FRBEN12345A818");
    expect(normaliseHin(" - ")).toBeNull();
    expect(normaliseHin(null)).toBeNull();
  });
});

describe("flagging possible duplicates", () => {
  it("flags another team's boat with the same HIN however it is typed, when the key field changes, both sides in full", async () => {
    const first = await seller();
    const second = await seller();
    const hin = `FR-BEN${Math.floor(Math.random() * 1e6)}A818`;
    const original = await createBoat({
      teamId: first.team.id,
      hin,
      hinKey: normaliseHin(hin),
      title: "Oceanis original",
    });
    const copy = await createBoat({ teamId: second.team.id, title: "Oceanis copy" });
    expect(await pairsOf(copy.id)).toEqual([]);

    const edited = await second.patch(copy.id, { hin: ` ${hin.toLowerCase().replace("-", " ")} ` });
    expect(edited.statusCode).toBe(200);
    const [pair, ...others] = await pairsOf(copy.id);
    expect(others).toEqual([]);
    expect(pair).toMatchObject({ reason: "hin", dismissedAt: null });
    expect(pair!.boats.map((b) => b.id)).toEqual([original.id, copy.id]);
    expect(pair!.boats[0]).toMatchObject({
      title: "Oceanis original",
      slug: original.slug,
      reference: original.reference,
      status: "published",
      team: { id: first.team.id, name: first.team.name },
      hin,
      brandName: "Beneteau",
      lengthM: 12.2,
      currency: "EUR",
      isPriceOnRequest: false,
    });
    // Both boats stay listed: nothing is merged or hidden.
    const db = await getTestDb();
    const statuses = await db
      .selectFrom("boats")
      .select("status")
      .where("id", "in", [original.id, copy.id])
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(["published", "published"]);
  });

  it("flags the same brand, model, year, length and place; never a team's own boats, a different place or a draft", async () => {
    const first = await seller();
    const second = await seller();
    const key = specs();
    const original = await createBoat({ teamId: first.team.id, ...key });
    const ownSecond = await createBoat({ teamId: first.team.id, ...key });
    const feet = await createBoat({
      teamId: second.team.id,
      ...key,
      brandName: key.brandName.toUpperCase(),
      city: "SPLIT",
      lengthM: 12.19,
    });
    const elsewhere = await createBoat({ teamId: second.team.id, ...key, city: "Trogir" });
    const draft = await createBoat({ teamId: second.team.id, ...key, status: "draft" });
    for (const boat of [original, ownSecond, feet, elsewhere, draft])
      await flagDuplicatesOf(await getTestDb(), boat.id);

    const pairs = await pairsOf(feet.id);
    const found = pairs.map((p) => [p.reason, ...p.boats.map((b) => b.id)]);
    expect(found.sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      ["specs", original.id, feet.id],
      ["specs", ownSecond.id, feet.id],
    ]);
    expect(await pairsOf(elsewhere.id)).toEqual([]);
    expect(await pairsOf(draft.id)).toEqual([]);
    expect((await pairsOf(original.id)).some((p) => p.boats.some((b) => b.id === ownSecond.id))).toBe(false);
  });

  it("flags a boat when it is published", async () => {
    const first = await seller();
    const second = await seller();
    const key = specs();
    const original = await createBoat({ teamId: first.team.id, ...key });
    const draft = await createBoat({ teamId: second.team.id, ...key, status: "draft" });
    const db = await getTestDb();
    const tag = Math.random().toString(36).slice(2, 8);
    const labels = {
      nameEnUs: "Sloop",
      nameEnGb: "Sloop",
      nameFr: "Sloop",
      nameIt: "Sloop",
      nameEs: "Sloop",
    };
    const type = await db
      .insertInto("boatTypes")
      .values({ code: `dup-${tag}`, category: "sail", ...labels })
      .returning("id")
      .executeTakeFirstOrThrow();
    const condition = await db
      .insertInto("conditions")
      .values({ code: `dup-${tag}`, ...labels })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("boats")
      .set({
        boatTypeId: type.id,
        conditionId: condition.id,
        description: "A sound cruiser, one owner, always kept in the water.",
      })
      .where("id", "=", draft.id)
      .execute();
    await db
      .insertInto("boatPhotos")
      .values({
        boatId: draft.id,
        position: 0,
        storageKey: `test/${tag}`,
        width: 800,
        height: 600,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const app = await getTestApp();
    const published = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${second.team.id}/boats/${draft.id}/actions`,
      headers: second.headers,
      payload: { action: "publish" },
    });
    expect(published.statusCode).toBe(200);
    expect((await pairsOf(draft.id)).map((p) => p.boats.map((b) => b.id))).toEqual([[original.id, draft.id]]);
  });
});

describe("the back office's review", () => {
  it("dismisses a pair once, audited, and never flags it again", async () => {
    const first = await seller();
    const second = await seller();
    const key = specs();
    await createBoat({ teamId: first.team.id, ...key });
    const copy = await createBoat({ teamId: second.team.id, ...key, yearBuilt: 2020 });
    await second.patch(copy.id, { yearBuilt: 2021 });
    const [pair] = await pairsOf(copy.id);
    expect(pair).toBeDefined();

    const admin = await signedInAdmin();
    const dismissed = await adminCall(admin, "POST", `boat-duplicates/${pair!.id}/dismiss`, undefined, {
      "accept-language": "it",
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().message).toBe(
      "Segnate come due barche diverse. Questa coppia non verrà più segnalata.",
    );
    expect(await pairsOf(copy.id)).toEqual([]);
    expect((await pairsOf(copy.id, "dismissed")).map((p) => p.id)).toEqual([pair!.id]);

    const again = await adminCall(admin, "POST", `boat-duplicates/${pair!.id}/dismiss`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("CONFLICT");
    expect((await adminCall(admin, "POST", "boat-duplicates/999999999/dismiss")).statusCode).toBe(404);

    await second.patch(copy.id, { city: "Split", lengthM: 12.21 });
    expect(await pairsOf(copy.id)).toEqual([]);
    const db = await getTestDb();
    const audit = await db
      .selectFrom("auditLog")
      .select(["actorUserId", "entityId", "details"])
      .where("action", "=", "boat.duplicate.dismiss")
      .where("actorUserId", "=", admin.user.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ otherBoatId: copy.id });
  });

  it("is for administrators only", async () => {
    const user = await signedIn();
    for (const [method, path] of [
      ["GET", "boat-duplicates"],
      ["POST", "boat-duplicates/1/dismiss"],
    ] as const) {
      expect((await adminCall(null, method, path)).statusCode).toBe(401);
      expect((await adminCall(user, method, path)).statusCode).toBe(403);
    }
    const admin = await signedInAdmin();
    const bad = await adminCall(admin, "GET", "boat-duplicates?status=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });
});
