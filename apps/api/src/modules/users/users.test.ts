import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addMember, bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

async function signedIn() {
  const app = await getTestApp();
  const user = await createUser();
  return { app, user, headers: bearer(await login(app, user.email, user.password)) };
}

describe("profile", () => {
  it("saves names and language, and answers in the new language", async () => {
    const { app, headers } = await signedIn();
    const response = await app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      headers,
      payload: { firstName: "Élodie", language: "fr" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Élodie",
      language: "fr",
      message: "Profil enregistré.",
    });
  });

  it("refuses bad values without saving", async () => {
    const { app, user, headers } = await signedIn();
    for (const payload of [{ firstName: "" }, { language: "de" }, { lastName: "x".repeat(81) }]) {
      expect(
        (await app.inject({ method: "PATCH", url: "/api/v1/users/me", headers, payload })).statusCode,
      ).toBe(400);
    }
    const db = await getTestDb();
    const row = await db
      .selectFrom("users")
      .select(["firstName", "language"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstName: user.firstName, language: user.language });
  });

  it("stores an avatar without its EXIF data and serves it", async () => {
    const { app, headers } = await signedIn();
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-location" } })
      .toBuffer();
    const boundary = "----avatar";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/me/avatar",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: "GET", url: response.json().avatarUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect((await app.inject({ method: "GET", url: "/api/v1/auth/me", headers })).json().avatarUrl).toBe(
      response.json().avatarUrl,
    );
  });
});

describe("account deletion", () => {
  it("needs the password, deletes solo teams with their boats, keeps shared teams", async () => {
    const { app, user, headers } = await signedIn();
    const solo = await createTeam({ ownerId: user.id });
    const boat = await createBoat({ teamId: solo.id });
    const shared = await createTeam();
    await addMember(shared.id, user.id, "member");
    const wrong = await app.inject({
      method: "DELETE",
      url: "/api/v1/users/me",
      headers,
      payload: { password: "wrong" },
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await app.inject({
      method: "DELETE",
      url: "/api/v1/users/me",
      headers,
      payload: { password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    const db = await getTestDb();
    expect(
      await db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("teams").select("id").where("id", "=", solo.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("boats").select("id").where("id", "=", boat.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("teams").select("id").where("id", "=", shared.id).executeTakeFirst(),
    ).toBeDefined();
    expect((await app.inject({ method: "GET", url: "/api/v1/auth/me", headers })).statusCode).toBe(401);
  });

  it("is refused while the user is the only owner of a team with other members", async () => {
    const { app, user, headers } = await signedIn();
    const team = await createTeam({ ownerId: user.id, name: "Blue Water Brokers" });
    await addMember(team.id, (await createUser()).id, "member");
    const response = await app.inject({
      method: "DELETE",
      url: "/api/v1/users/me",
      headers,
      payload: { password: user.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain("Blue Water Brokers");
  });
});
