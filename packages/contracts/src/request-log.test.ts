import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OneLinePerRequest } from "./request-log.ts";

async function serverLogging() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequest(),
    genReqId: () => "req-1",
  });
  app.get("/boats", async () => ({ ok: true }));
  app.get("/broken", async () => {
    throw new Error("the database went away");
  });
  await app.ready();
  return { app, lines };
}

describe("one log line per request", () => {
  it("writes a single line when the request is answered, with what an operator needs", async () => {
    const { app, lines } = await serverLogging();
    const response = await app.inject({ method: "GET", url: "/boats?page=2", remoteAddress: "203.0.113.7" });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      reqId: "req-1",
      method: "GET",
      url: "/boats?page=2",
      ip: "203.0.113.7",
      statusCode: 200,
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    // The arrival line and its serialised request are gone.
    expect(lines[0]).not.toHaveProperty("req");
    await app.close();
  });

  it("still logs a failed request's error in full", async () => {
    const { app, lines } = await serverLogging();
    const response = await app.inject({ method: "GET", url: "/broken" });
    expect(response.statusCode).toBe(500);
    const error = lines.find((line) => line.level === 50);
    expect(error).toMatchObject({ reqId: "req-1", err: { message: "the database went away" } });
    expect(String((error?.err as { stack?: string } | undefined)?.stack)).toContain("request-log.test.ts");
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed).toEqual([expect.objectContaining({ url: "/broken", statusCode: 500 })]);
    await app.close();
  });

  it("says nothing for a request whose logging is turned off", async () => {
    const lines: unknown[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
      logController: new OneLinePerRequest({ disableRequestLogging: (request) => request.url === "/health" }),
    });
    app.get("/health", async () => "ok");
    await app.inject({ method: "GET", url: "/health" });
    expect(lines).toEqual([]);
    await app.close();
  });
});
