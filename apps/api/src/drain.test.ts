/**
 * SIGTERM's drain on a listening API process: a request in flight is answered, the process stops taking new
 * connections, reports itself draining to the load balancer, and closes its database only after the request.
 */
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/database.ts";
import { drainApi } from "./drain.ts";
import { getTestConfig, getTestDatabaseInfo } from "./test/harness.ts";

describe("draining an API process", () => {
  it("answers the request in flight, refuses new connections meanwhile, then closes the database", async () => {
    const database = openDatabase((await getTestDatabaseInfo()).url);
    let databaseClosed = false;
    const closeDatabase = database.close.bind(database);
    const app = await buildApp({ config: await getTestConfig(), database, logger: false });
    // A request the test holds open, standing for a slow one a visitor is waiting on.
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get("/held", async () => {
      reached();
      await held;
      return { answered: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);

    const inFlight = fetch(`${base}/held`);
    await arrived;
    let drained = false;
    const draining = drainApi(app, {
      close: async () => {
        databaseClosed = true;
        await closeDatabase();
      },
    }).then(() => {
      drained = true;
    });
    expect(app.lifecycle.draining).toBe(true);
    // The listener is closed: a new connection (what the balancer's next attempt opens) is refused.
    await expect
      .poll(async () => {
        try {
          await fetch(`${base}/api/v1/health`, { headers: { connection: "close" } });
          return "answered";
        } catch {
          return "refused";
        }
      })
      .toBe("refused");
    expect(drained).toBe(false);
    expect(databaseClosed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answered: true });
    await draining;
    expect(drained).toBe(true);
    expect(databaseClosed).toBe(true);
    // Builds and starts a whole app: more than the default 20 s on a loaded machine.
  }, 60_000);
});
