/**
 * Exchange rates (decision 041): the public table, the back office's edit (admins only, bounded, audited), the
 * ECB import against a local stand-in of the bank's file (good, broken, oversize, unreachable), and searches
 * filtering with the table's rates, stored EUR prices following a change through the recompute job.
 */
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { buildTestApp, getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "../admin/admin-test-kit.ts";
import { parseEcbDaily } from "./ecb-rates.ts";
import { forgetCachedRates } from "./exchange-rates.service.ts";

const ECB_FILE = (day: string, usd = "1.0556", gbp = "0.83290") => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='${day}'>
			<Cube currency='USD' rate='${usd}'/>
			<Cube currency='JPY' rate='162.51'/>
			<Cube currency='GBP' rate='${gbp}'/>
			<Cube currency='CHF' rate='0.9302'/>
			<Cube currency='SEK' rate='11.5305'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

let server: Server;
let base = "";
let body = "";
const serveMany = { bytes: 0 };

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (serveMany.bytes > 0) {
      response.writeHead(200, { "content-type": "text/xml" });
      response.end(`<x>${"a".repeat(serveMany.bytes)}</x>`);
      return;
    }
    response.writeHead(body ? 200 : 503, { "content-type": "text/xml" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ratesApp(): Promise<FastifyInstance> {
  return buildTestApp({ EXCHANGE_RATES_URL: `${base}/eurofxref-daily.xml` });
}

async function rateOf(currency: string) {
  const app = await getTestApp();
  const response = await app.inject({ method: "GET", url: "/api/v1/exchange-rates" });
  return (response.json().rates as { currency: string; rate: number; date: string; source: string }[]).find(
    (r) => r.currency === currency,
  )!;
}

describe("exchange rates", () => {
  it("are public, cacheable, dated and sourced, filled with the shipped table", async () => {
    const app = await getTestApp();
    const response = await app.inject({ method: "GET", url: "/api/v1/exchange-rates" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const table = response.json();
    expect(table.base).toBe("EUR");
    expect(table.rates.map((r: { currency: string }) => r.currency)).toEqual(
      expect.arrayContaining(["EUR", "USD", "GBP", "CHF", "HRK", "AED"]),
    );
    const chf = table.rates.find((r: { currency: string }) => r.currency === "CHF");
    expect(chf).toMatchObject({ rate: 0.9615, date: "2026-11-22", source: "shipped" });
  });

  it("are set by admins only, within bounds, and each change is audited", async () => {
    const user = await signedIn();
    expect((await adminCall(null, "PUT", "exchange-rates/NOK", { rate: 11.5 })).statusCode).toBe(401);
    expect((await adminCall(user, "PUT", "exchange-rates/NOK", { rate: 11.5 })).statusCode).toBe(403);
    expect((await adminCall(user, "GET", "exchange-rates")).statusCode).toBe(403);
    expect((await adminCall(user, "POST", "exchange-rates/import")).statusCode).toBe(403);

    const admin = await signedInAdmin();
    for (const rate of [0, -3, 1e9, "11"]) {
      const refused = await adminCall(admin, "PUT", "exchange-rates/NOK", { rate });
      expect(refused.statusCode, String(rate)).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_FAILED");
    }
    const tooFar = await adminCall(
      admin,
      "PUT",
      "exchange-rates/NOK",
      { rate: 117.6 },
      { "accept-language": "fr" },
    );
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toContain("fois le taux actuel");
    expect((await adminCall(admin, "PUT", "exchange-rates/EUR", { rate: 1.1 })).statusCode).toBe(400);
    expect((await adminCall(admin, "PUT", "exchange-rates/XYZ", { rate: 1.1 })).statusCode).toBe(400);
    expect((await rateOf("NOK")).rate).toBe(11.76);

    const saved = await adminCall(admin, "PUT", "exchange-rates/NOK", { rate: 11.62, date: "2026-11-25" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: "NOK", rate: 11.62, date: "2026-11-25", source: "admin" });
    expect(await rateOf("NOK")).toMatchObject({ rate: 11.62, source: "admin" });

    const audit = await (await getTestDb())
      .selectFrom("auditLog")
      .select(["actorUserId", "action", "entityId", "details"])
      .where("action", "=", "exchangeRate.update")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, entityId: "NOK" });
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ rate: { from: 11.76, to: 11.62 } });
  });

  it("convert search price filters and stored EUR prices at the table's rates", async () => {
    const app = await getTestApp();
    const tag = `fx${Date.now()}`;
    const team = await createTeam();
    // USD 100,000 at the shipped 1.087 is EUR 91,996.
    const boat = await createBoat({
      teamId: team.id,
      title: `Sloop ${tag}`,
      priceAmount: 10_000_000,
      currency: "USD",
      priceEur: 9_199_632,
    });
    const search = async (query: string) =>
      (await app.inject({ method: "GET", url: `/api/v1/boats?q=${tag}&${query}` }))
        .json()
        .items.map((b: { id: number }) => b.id);
    expect(await search("priceMax=92000&currency=EUR")).toEqual([boat.id]);
    expect(await search("priceMax=100000&currency=USD")).toEqual([boat.id]);
    expect(await search("priceMax=99000&currency=USD")).toEqual([]);

    // The dollar weakens to 1.25 a euro: USD 100,000 is now EUR 80,000.
    const admin = await signedInAdmin();
    expect((await adminCall(admin, "PUT", "exchange-rates/USD", { rate: 1.25 })).statusCode).toBe(200);
    await app.jobs.drain();
    const stored = await (await getTestDb())
      .selectFrom("boats")
      .select("priceEur")
      .where("id", "=", boat.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.priceEur)).toBe(8_000_000);
    expect(await search("priceMax=80000&currency=EUR")).toEqual([boat.id]);
    expect(await search("priceMax=79000&currency=EUR")).toEqual([]);
    expect(await search("priceMin=100000&priceMax=100000&currency=USD")).toEqual([boat.id]);
    // Back to the shipped rate, dated before the import test's file (a rate set by hand for a later day stays).
    forgetCachedRates();
    const back = await adminCall(admin, "PUT", "exchange-rates/USD", { rate: 1.087, date: "2026-11-19" });
    expect(back.statusCode).toBe(200);
    await app.jobs.drain();
  });
});

describe("a rate change", () => {
  it("tells the page cache every page changed, and prices edited afterwards store their EUR figure at it", async () => {
    const app = await getTestApp();
    const changes = async (since?: string) =>
      (
        await app.inject({
          method: "GET",
          url: `/api/v1/search/changes${since ? `?since=${encodeURIComponent(since)}` : ""}`,
        })
      ).json() as { all: boolean; cursor: string };
    const cursor = (await changes()).cursor;
    expect((await changes(cursor)).all).toBe(false);
    const admin = await signedInAdmin();
    expect((await adminCall(admin, "PUT", "exchange-rates/CAD", { rate: 1.51 })).statusCode).toBe(200);
    expect((await changes(cursor)).all).toBe(true);

    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, currency: "CAD" });
    const boat = await createBoat({ teamId: team.id, currency: "CAD", priceAmount: 100, priceEur: 100 });
    const headers = bearer(await login(app, owner.email, owner.password));
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${team.id}/boats/${boat.id}`,
      headers,
      payload: { priceAmount: 15_100_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stored = await (await getTestDb())
      .selectFrom("boats")
      .select("priceEur")
      .where("id", "=", boat.id)
      .executeTakeFirstOrThrow();
    // CAD 151,000 at 1.51 a euro.
    expect(Number(stored.priceEur)).toBe(10_000_000);
    await app.jobs.drain();
  });
});

describe("the ECB import", () => {
  it("reads the reference file strictly", () => {
    const file = parseEcbDaily(ECB_FILE("2026-11-20"));
    expect(file.date).toBe("2026-11-20");
    expect(file.rates.get("USD")).toBe(1.0556);
    expect(file.rates.get("JPY")).toBe(162.51);
    for (const broken of [
      "",
      "not xml",
      ECB_FILE("2026-11-20").replace("</gesmes:Envelope>", ""),
      ECB_FILE("2026-02-30"),
      ECB_FILE("2026-11-20", "1,0556"),
      ECB_FILE("2026-11-20", "-1"),
      ECB_FILE("2026-11-20", "0"),
      ECB_FILE("2026-11-20").replace("<Cube currency='JPY'", "<Cube currency='USD'"),
      ECB_FILE("2026-11-20").replace(
        "<Cube time='2026-11-20'>",
        "<Cube time='2026-11-20'><Cube time='2026-11-19'/>",
      ),
      "<html><body>Service unavailable</body></html>",
    ]) {
      expect(() => parseEcbDaily(broken), broken.slice(0, 80)).toThrow();
    }
  });

  it("imports a good file through the daily job, and refuses broken, oversize or missing files untouched", async () => {
    const off = await signedInAdmin();
    // The default app has no URL: the button says so and changes nothing.
    expect((await adminCall(off, "POST", "exchange-rates/import")).statusCode).toBe(409);
    expect((await adminCall(off, "GET", "exchange-rates")).json().canImport).toBe(false);
    const app = await ratesApp();
    const admin = await signedInAdmin();
    const table = async () =>
      JSON.stringify((await app.inject({ method: "GET", url: "/api/v1/exchange-rates" })).json().rates);

    body = ECB_FILE("2026-11-20", "1.0556", "0.83290");
    const db = await getTestDb();
    const { enqueueJob } = await import("../jobs/queue.ts");
    const { importRatesJob } = await import("./ecb-import.ts");
    await enqueueJob(db, importRatesJob, {});
    await app.jobs.drain();
    expect(await rateOf("USD")).toMatchObject({ rate: 1.0556, date: "2026-11-20", source: "ecb" });
    expect(await rateOf("GBP")).toMatchObject({ rate: 0.8329, source: "ecb" });
    // Derived from the dollar's peg; the kuna's irrevocable rate.
    expect((await rateOf("AED")).rate).toBeCloseTo(1.0556 * 3.6725, 4);
    expect(await rateOf("HRK")).toMatchObject({ rate: 7.5345, date: "2026-11-20" });
    // Currencies the file does not carry keep their row.
    expect((await rateOf("PLN")).source).toBe("shipped");
    const good = await table();

    for (const [name, file] of [
      ["broken XML", ECB_FILE("2026-11-21").slice(0, 300)],
      ["an HTML error page", "<html><body>Maintenance</body></html>"],
      ["a rate ten times off", ECB_FILE("2026-11-21", "10.556")],
      ["a day in the future", ECB_FILE("2999-01-01")],
      ["no dollar", ECB_FILE("2026-11-21").replace(/<Cube currency='USD'[^>]*>/, "")],
      ["no file (503)", ""],
    ] as const) {
      body = file;
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/admin/exchange-rates/import",
        headers: { ...admin.headers, "accept-language": "it" },
      });
      expect(response.statusCode, name).toBe(502);
      expect(response.json().error.message, name).toContain("tassi non sono cambiati");
      expect(await table(), name).toBe(good);
    }

    serveMany.bytes = 200_000;
    const oversize = await app.inject({
      method: "POST",
      url: "/api/v1/admin/exchange-rates/import",
      headers: admin.headers,
    });
    serveMany.bytes = 0;
    expect(oversize.statusCode).toBe(502);
    expect(oversize.json().error.details[0].code).toBe("too_large");
    expect(await table()).toBe(good);

    body = ECB_FILE("2026-11-21", "1.0601");
    const now = await app.inject({
      method: "POST",
      url: "/api/v1/admin/exchange-rates/import",
      headers: { ...admin.headers, "accept-language": "fr" },
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({ date: "2026-11-21" });
    expect(now.json().message).toContain("Taux de référence de la BCE");
    expect(await rateOf("USD")).toMatchObject({ rate: 1.0601, date: "2026-11-21" });
    const audit = await db
      .selectFrom("auditLog")
      .select("actorUserId")
      .where("action", "=", "exchangeRate.import")
      .execute();
    expect(audit.map((a) => a.actorUserId)).toEqual([admin.user.id]);
    await app.jobs.drain();
  });
});
