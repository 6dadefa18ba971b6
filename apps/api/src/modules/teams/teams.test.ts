import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

async function ownerOfTeam(overrides: Parameters<typeof createTeam>[0] = {}) {
  const app = await getTestApp();
  const user = await createUser();
  const team = await createTeam({ ownerId: user.id, ...overrides });
  return { app, team, headers: bearer(await login(app, user.email, user.password)) };
}

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = "----keeltest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("team settings", () => {
  it("saves the fields sent, clears emptied ones, and leaves the rest", async () => {
    const { app, team, headers } = await ownerOfTeam({ city: "Nice", phone: "+33 4 93 00 00 00" });
    const response = await app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${team.id}`,
      headers,
      payload: {
        name: "Riviera Brokers",
        unit: "imperial",
        currency: "USD",
        website: "https://riviera.example",
        phone: "",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Riviera Brokers",
      unit: "imperial",
      currency: "USD",
      website: "https://riviera.example",
      phone: null,
      city: "Nice",
      message: "Team settings saved.",
    });
  });

  it.each([
    ["a name of one letter", { name: "R" }, "body.name"],
    ["an unknown currency", { currency: "XYZ" }, "body.currency"],
    ["a javascript: website", { website: "javascript:alert(1)" }, "body.website"],
    ["a bad e-mail", { email: "sales@" }, "body.email"],
    ["an unknown unit", { unit: "cubits" }, "body.unit"],
  ])("refuses %s and saves nothing", async (_label, payload, path) => {
    const { app, team, headers } = await ownerOfTeam();
    const response = await app.inject({ method: "PATCH", url: `/api/v1/teams/${team.id}`, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
    const db = await getTestDb();
    const row = await db
      .selectFrom("teams")
      .select(["name", "currency", "updatedAt"])
      .where("id", "=", team.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: team.name, currency: team.currency, updatedAt: team.updatedAt });
  });
});

describe("team banner", () => {
  it("stores a wide image as AVIF/WebP variants and serves them", async () => {
    const { app, team, headers } = await ownerOfTeam();
    const png = await sharp({ create: { width: 1400, height: 400, channels: 3, background: "#0b5f7a" } })
      .png()
      .toBuffer();
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/banner`,
      headers: { ...headers, ...multipart(png, "b.png", "image/png").headers },
      payload: multipart(png, "b.png", "image/png").payload,
    });
    expect(response.statusCode).toBe(200);
    const { bannerUrl } = response.json();
    expect(bannerUrl).toMatch(/^\/media\/teams\/.+-1024\.webp$/);
    const image = await app.inject({ method: "GET", url: bannerUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
  });

  it.each([["a text file", Buffer.from("not an image at all"), "text/plain", 422, "image_not_an_image"]])(
    "refuses %s with a clear error",
    async (_label, file, type, status, code) => {
      const { app, team, headers } = await ownerOfTeam();
      const body = multipart(file, "file.txt", type);
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/teams/${team.id}/banner`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.details).toEqual([expect.objectContaining({ path: "body.file", code })]);
    },
  );

  it("refuses a narrow image (banners need 1024 px)", async () => {
    const { app, team, headers } = await ownerOfTeam();
    const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const body = multipart(png, "b.png", "image/png");
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/banner`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details[0]).toMatchObject({ code: "image_too_small", limit: 1024 });
  });

  it("answers 400 when the request is not multipart", async () => {
    const { app, team, headers } = await ownerOfTeam();
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/banner`,
      headers,
      payload: { file: "x" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("team deletion", () => {
  it("needs the exact name, then removes the team and its boats from public lists", async () => {
    const { app, team, headers } = await ownerOfTeam();
    const boat = await createBoat({ teamId: team.id, publishedAt: "2099-06-01T00:00:00.000Z" });
    const wrong = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}`,
      headers,
      payload: { confirmName: "nope" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].code).toBe("confirm_mismatch");
    const ok = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}`,
      headers,
      payload: { confirmName: team.name },
    });
    expect(ok.statusCode).toBe(200);
    const db = await getTestDb();
    expect(
      await db.selectFrom("boats").select("id").where("id", "=", boat.id).executeTakeFirst(),
    ).toBeUndefined();
    const list = (await app.inject({ method: "GET", url: "/api/v1/boats?sort=newest&pageSize=48" })).json();
    expect(list.items.map((b: { id: number }) => b.id)).not.toContain(boat.id);
  });
});
