import type { TFavourite } from "@keel/contracts/buyers";
import { describe, expect, it } from "vitest";
import {
  bearer,
  createBoat,
  createTeam,
  createUser,
  login,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

async function signedIn() {
  const app = await getTestApp();
  const user = await createUser({ role: "buyer" });
  return { app, user, auth: bearer(await login(app, user.email, user.password)) };
}

async function publicBoat(
  overrides: Parameters<typeof createBoat>[0] extends infer O ? Partial<O> : never = {},
) {
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id });
  return createBoat({ teamId: team.id, ...overrides });
}

const call = (
  app: Awaited<ReturnType<typeof getTestApp>>,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v1/users/me/favourites${url}`,
    headers: { "accept-language": "fr", ...headers },
    remoteAddress: nextClientAddress(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("favourites", () => {
  it("saves a public boat once, lists it with its note, and removes it", async () => {
    const { app, auth } = await signedIn();
    const boat = await publicBoat({ title: "Grand Soleil 46" });

    const saved = await call(app, "POST", "", auth, { boatId: boat.id, note: "  Ask about the sails  " });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ message: "Ajouté à vos favoris." });
    // Saving again changes nothing and keeps the note.
    expect((await call(app, "POST", "", auth, { boatId: boat.id })).statusCode).toBe(200);

    const list = (await call(app, "GET", "", auth)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      boat: { id: boat.id, title: "Grand Soleil 46", status: "published", isPublic: true },
      note: "Ask about the sails",
      changes: { price: null, status: null },
    });
    const ids = await call(app, "GET", `/ids?boatIds=${boat.id},999999`, auth);
    expect(ids.json()).toEqual({ boatIds: [boat.id] });

    expect((await call(app, "PATCH", `/${boat.id}`, auth, { note: "" })).statusCode).toBe(200);
    expect((await call(app, "GET", "", auth)).json().items[0].note).toBeNull();

    const removed = await call(app, "DELETE", `/${boat.id}`, auth);
    expect(removed.statusCode).toBe(200);
    expect((await call(app, "GET", "", auth)).json()).toEqual({ items: [], total: 0 });
    expect((await call(app, "DELETE", `/${boat.id}`, auth)).statusCode).toBe(404);
  });

  it("shows what changed since the buyer last looked: price, under offer, sold, withdrawn; marking seen clears it", async () => {
    const { app, auth } = await signedIn();
    const dropped = await publicBoat({ priceAmount: 20_000_000, currency: "EUR" });
    const offered = await publicBoat();
    const sold = await publicBoat();
    const withdrawn = await publicBoat();
    for (const boat of [dropped, offered, sold, withdrawn]) {
      expect((await call(app, "POST", "", auth, { boatId: boat.id })).statusCode).toBe(201);
    }
    const db = await getTestDb();
    await db.updateTable("boats").set({ priceAmount: 18_500_000 }).where("id", "=", dropped.id).execute();
    await db.updateTable("boats").set({ status: "under_offer" }).where("id", "=", offered.id).execute();
    await db.updateTable("boats").set({ status: "sold" }).where("id", "=", sold.id).execute();
    await db.updateTable("boats").set({ status: "archived" }).where("id", "=", withdrawn.id).execute();

    const byId = async () =>
      new Map<number, TFavourite>(
        (await call(app, "GET", "", auth)).json().items.map((f: TFavourite) => [f.boat.id, f] as const),
      );
    const items = await byId();
    expect(items.get(dropped.id)?.changes).toEqual({
      price: { from: { amount: 20_000_000, currency: "EUR" }, to: { amount: 18_500_000, currency: "EUR" } },
      status: null,
    });
    expect(items.get(offered.id)?.changes).toEqual({ price: null, status: "under_offer" });
    expect(items.get(sold.id)).toMatchObject({ boat: { isPublic: false }, changes: { status: "sold" } });
    expect(items.get(withdrawn.id)).toMatchObject({
      boat: { isPublic: false },
      changes: { status: "withdrawn" },
    });

    expect((await call(app, "PATCH", `/${dropped.id}`, auth, { markSeen: true })).statusCode).toBe(200);
    expect((await byId()).get(dropped.id)?.changes).toEqual({ price: null, status: null });
  });

  it("keeps each user's favourites to themselves", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const boat = await publicBoat();
    expect(
      (await call(alice.app, "POST", "", alice.auth, { boatId: boat.id, note: "mine" })).statusCode,
    ).toBe(201);

    expect((await call(bob.app, "GET", "", bob.auth)).json()).toEqual({ items: [], total: 0 });
    expect((await call(bob.app, "GET", "/ids", bob.auth)).json()).toEqual({ boatIds: [] });
    // Bob cannot edit or remove Alice's favourite: he has none for that boat.
    expect((await call(bob.app, "PATCH", `/${boat.id}`, bob.auth, { note: "hers?" })).statusCode).toBe(404);
    expect((await call(bob.app, "DELETE", `/${boat.id}`, bob.auth)).statusCode).toBe(404);
    expect((await call(alice.app, "GET", "", alice.auth)).json().items[0].note).toBe("mine");
    // Signed out: nothing at all.
    for (const [method, url] of [
      ["GET", ""],
      ["GET", "/ids"],
      ["POST", ""],
      ["DELETE", `/${boat.id}`],
    ] as const) {
      expect(
        (await call(alice.app, method, url, {}, method === "POST" ? { boatId: boat.id } : undefined))
          .statusCode,
      ).toBe(401);
    }
  });

  it("refuses bad input and boats buyers may not see, in the caller's language", async () => {
    const { app, auth, user } = await signedIn();
    const boat = await publicBoat();
    const draft = await publicBoat({ status: "draft" });

    const notAnId = await call(app, "POST", "", auth, { boatId: "abc" });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.code).toBe("VALIDATION_FAILED");
    expect((await call(app, "POST", "", auth, { boatId: boat.id, note: "x".repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await call(app, "POST", "", auth, { boatId: boat.id, extra: 1 })).statusCode).toBe(400);
    expect((await call(app, "POST", "", auth, { boatId: boat.id, note: "bell\u0007" })).statusCode).toBe(400);
    expect((await call(app, "POST", "", auth, { boatId: draft.id })).statusCode).toBe(404);
    expect((await call(app, "POST", "", auth, { boatId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await call(app, "GET", "/ids?boatIds=1,,2", auth)).statusCode).toBe(400);

    expect((await call(app, "POST", "", auth, { boatId: boat.id })).statusCode).toBe(201);
    const empty = await call(app, "PATCH", `/${boat.id}`, auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(
      "Certains champs ne sont pas valides. Vérifiez-les puis réessayez.",
    );
    expect((await call(app, "PATCH", `/${boat.id}`, auth, { markSeen: false })).statusCode).toBe(400);
    const db = await getTestDb();
    const stored = await db.selectFrom("favourites").select("boatId").where("userId", "=", user.id).execute();
    expect(stored).toEqual([{ boatId: boat.id }]);
  });

  it("limits how fast one caller saves boats", async () => {
    const { app, auth } = await signedIn();
    const boat = await publicBoat();
    const ip = nextClientAddress();
    const codes: number[] = [];
    for (let n = 0; n < 31; n++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/users/me/favourites",
        headers: auth,
        payload: { boatId: boat.id },
        remoteAddress: ip,
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 201 || code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
