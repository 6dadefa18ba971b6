import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { replaceBoatTexts } from "./boat-texts.service.ts";

/** A word no other test's boat carries, so a search reads only this test's boat. */
const marker = () => `w${randomBytes(5).toString("hex")}`;

async function seller() {
  const app = await getTestApp();
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id, plan: "paid" });
  const headers = bearer(await login(app, owner.email, owner.password));
  const boat = await createBoat({
    teamId: team.id,
    title: "Sailing yacht, one owner",
    description: "A well kept English-built cruiser.",
    language: "en-US",
  });
  const patch = (payload: object, language = "en-US") =>
    app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${team.id}/boats/${boat.id}`,
      headers: { ...headers, "accept-language": language },
      payload,
    });
  const read = async () =>
    (await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/boats/${boat.id}`, headers })).json();
  return { app, team, headers, boat, patch, read };
}

async function publicBoat(slug: string, locale: string) {
  const app = await getTestApp();
  return (await app.inject({ method: "GET", url: `/api/v1/boats/${slug}?locale=${locale}` })).json();
}

async function searchIds(q: string): Promise<number[]> {
  const app = await getTestApp();
  const response = await app.inject({ method: "GET", url: `/api/v1/boats?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: { id: number }) => item.id);
}

describe("a boat's texts in other languages", () => {
  it("are written whole by the seller, read back by the editor and shown to readers of each language", async () => {
    const { boat, patch, read } = await seller();
    const saved = await patch({
      texts: {
        fr: { title: "  Voilier, un seul propriétaire ", description: " Croiseur très bien entretenu. " },
        it: { title: null, description: "Barca a vela ben tenuta." },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().texts).toEqual({
      fr: { title: "Voilier, un seul propriétaire", description: "Croiseur très bien entretenu." },
      it: { title: null, description: "Barca a vela ben tenuta." },
    });
    expect((await read()).texts).toEqual(saved.json().texts);

    expect(await publicBoat(boat.slug, "fr")).toMatchObject({
      title: "Voilier, un seul propriétaire",
      description: "Croiseur très bien entretenu.",
      language: "fr",
      titleLanguage: "fr",
      availableLanguages: ["en-US", "fr", "it"],
    });
    // No Italian title: the original one, and the page knows it is in English.
    expect(await publicBoat(boat.slug, "it")).toMatchObject({
      title: "Sailing yacht, one owner",
      description: "Barca a vela ben tenuta.",
      language: "it",
      titleLanguage: "en-US",
    });
    expect(await publicBoat(boat.slug, "es")).toMatchObject({
      description: "A well kept English-built cruiser.",
      language: "en-US",
    });

    // Sent whole: a locale left out is removed.
    const trimmed = await patch({ texts: { it: { description: "Barca a vela ben tenuta." } } });
    expect(trimmed.json().texts).toEqual({ it: { title: null, description: "Barca a vela ben tenuta." } });
    expect(await publicBoat(boat.slug, "fr")).toMatchObject({ language: "en-US" });
    // Other fields leave the texts alone.
    expect((await patch({ city: "Brest" })).json().texts).toEqual(trimmed.json().texts);
  });

  it("give an English reader of either variant the other variant's text before the original", async () => {
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id, description: "Voilier bien tenu.", language: "fr" });
    const db = await getTestDb();
    await db
      .transaction()
      .execute((trx) =>
        replaceBoatTexts(trx, boat.id, { "en-US": { title: "Sailboat", description: "A tidy sailboat." } }),
      );
    expect(await publicBoat(boat.slug, "en-GB")).toMatchObject({
      title: "Sailboat",
      description: "A tidy sailboat.",
      language: "en-US",
    });
  });

  it("make the boat findable by words of each of its languages, and no longer by a removed one", async () => {
    const { boat, patch } = await seller();
    const [fr, it, es] = [marker(), marker(), marker()];
    await patch({
      texts: {
        fr: { title: null, description: `Voilier ${fr} très entretenu.` },
        it: { title: `Barca ${it}`, description: "Ben tenuta." },
        es: { title: null, description: `Velero ${es} cuidado.` },
      },
    });
    expect(await searchIds(fr)).toEqual([boat.id]);
    expect(await searchIds(it)).toEqual([boat.id]);
    expect(await searchIds(`cuidado ${es}`)).toEqual([boat.id]);
    await patch({ texts: { fr: { title: null, description: `Voilier ${fr} très entretenu.` } } });
    expect(await searchIds(it)).toEqual([]);
    expect(await searchIds(fr)).toEqual([boat.id]);
  });

  it("refuse a text in the boat's own language, an unknown language and out-of-bounds texts, in the one error shape", async () => {
    const { patch, read } = await seller();
    const cases: [object, string, string][] = [
      [
        { texts: { "en-US": { title: null, description: "Twice the original." } } },
        "body.texts.en-US",
        "original_language",
      ],
      [
        { language: "fr", texts: { fr: { title: null, description: "Deux fois." } } },
        "body.texts.fr",
        "original_language",
      ],
      [{ texts: { de: { title: null, description: "Ein Segelboot." } } }, "body.texts", "unrecognized_keys"],
      [{ texts: { fr: { title: null, description: "   " } } }, "body.texts.fr.description", "too_small"],
      [
        { texts: { fr: { title: null, description: "x".repeat(20_001) } } },
        "body.texts.fr.description",
        "too_big",
      ],
      [{ texts: { fr: { title: "ab", description: "Un voilier." } } }, "body.texts.fr.title", "too_small"],
      [{ texts: { fr: { description: "Un voilier.", extra: 1 } } }, "body.texts.fr", "unrecognized_keys"],
      [{ texts: ["fr"] }, "body.texts", ""],
    ];
    for (const [payload, path, code] of cases) {
      const response = await patch(payload, "fr");
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.message).toMatch(/[a-zé]/i);
      expect(error.message).not.toBe("error.validation");
      const issue = error.details.find((d: { path: string }) => d.path.startsWith(path));
      expect(issue, `${path} in ${JSON.stringify(error.details)}`).toBeDefined();
      if (code) expect(issue.code).toBe(code);
    }
    // Nothing was written, not even the language of the refused edit.
    expect(await read()).toMatchObject({ language: "en-US", texts: {} });
  });

  it("drop the text in the language the original now speaks", async () => {
    const { patch } = await seller();
    await patch({
      texts: {
        fr: { title: null, description: "Texte français." },
        it: { title: null, description: "Testo italiano." },
      },
    });
    const switched = await patch({ language: "fr", description: "Le texte original, en français." });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      language: "fr",
      texts: { it: { description: "Testo italiano." } },
    });
    expect(switched.json().texts).not.toHaveProperty("fr");
  });

  it("cannot be written or read by another team", async () => {
    const { app, team, boat, patch, read } = await seller();
    await patch({ texts: { fr: { title: null, description: "Texte du vendeur." } } });
    const stranger = await createUser();
    const strangerTeam = await createTeam({ ownerId: stranger.id, plan: "paid" });
    const headers = bearer(await login(app, stranger.email, stranger.password));
    const payload = { texts: { fr: { title: null, description: "Texte détourné." } } };
    for (const teamId of [team.id, strangerTeam.id]) {
      const write = await app.inject({
        method: "PATCH",
        url: `/api/v1/teams/${teamId}/boats/${boat.id}`,
        headers,
        payload,
      });
      expect([403, 404]).toContain(write.statusCode);
      expect(write.json().error.code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
      const get = await app.inject({
        method: "GET",
        url: `/api/v1/teams/${teamId}/boats/${boat.id}`,
        headers,
      });
      expect([403, 404]).toContain(get.statusCode);
    }
    const guest = await app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${team.id}/boats/${boat.id}`,
      payload,
    });
    expect(guest.statusCode).toBe(401);
    expect((await read()).texts).toEqual({ fr: { title: null, description: "Texte du vendeur." } });
  });
});
