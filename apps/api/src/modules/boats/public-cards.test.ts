import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { boatCardsByIds } from "./public-cards.ts";

const photo = (boatId: number, position: number, storageKey: string) => ({
  boatId,
  position,
  storageKey,
  width: 1600,
  height: 1200,
  caption: null,
  createdAt: new Date().toISOString(),
});

describe("boatCardsByIds", () => {
  it("answers the cards of the ids asked, in their order, each with its cover photo (position 0)", async () => {
    const db = await getTestDb();
    const team = await createTeam();
    const [a, b, c] = [
      await createBoat({ teamId: team.id, title: "Boat A" }),
      await createBoat({ teamId: team.id, title: "Boat B" }),
      await createBoat({ teamId: team.id, title: "Boat C" }),
    ];
    await db
      .insertInto("boatPhotos")
      .values([
        photo(a.id, 1, "boats/a-second"),
        photo(a.id, 0, "boats/a-cover"),
        photo(b.id, 1, "boats/b-second"),
      ])
      .execute();
    const cover = async (ids: number[]) =>
      (await boatCardsByIds(db, ids, "en-US")).map((card) => [
        card.title,
        card.photo?.webp[0]?.url.includes("boats/a-cover")
          ? "a-cover"
          : card.photo?.webp[0]?.url.includes("boats/a-second")
            ? "a-second"
            : (card.photo ?? null),
      ]);

    expect(await cover([a.id, b.id, c.id])).toEqual([
      ["Boat A", "a-cover"],
      // A boat whose photos start past position 0 has no cover on its card.
      ["Boat B", null],
      ["Boat C", null],
    ]);
    // Other lengths and orders (the query is compiled once per number of ids), an unknown id skipped.
    expect(await cover([c.id, a.id])).toEqual([
      ["Boat C", null],
      ["Boat A", "a-cover"],
    ]);
    expect(await cover([b.id, 999_999, a.id])).toEqual([
      ["Boat B", null],
      ["Boat A", "a-cover"],
    ]);

    // The seller puts the other photo first: the card follows.
    await db
      .updateTable("boatPhotos")
      .set({ position: 2 })
      .where("storageKey", "=", "boats/a-cover")
      .execute();
    await db
      .updateTable("boatPhotos")
      .set({ position: 0 })
      .where("storageKey", "=", "boats/a-second")
      .execute();
    expect(await cover([a.id, c.id])).toEqual([
      ["Boat A", "a-second"],
      ["Boat C", null],
    ]);
  });
});
