/**
 * Every security limit is shared by the API processes (decision 036): two apps on one database stand for two
 * processes behind a load balancer, and attempts spread over both trip each limit exactly where one process
 * would. Counters are single upserts, so concurrent hits are all counted.
 */
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { hitCounter } from "../modules/auth/rate-limit.repository.ts";
import { createUser } from "../test/factories.ts";
import { buildTestApp, getTestDb } from "../test/harness.ts";

const LIMIT = 2;

let both: [FastifyInstance, FastifyInstance];
beforeAll(async () => {
  both = [
    await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) }),
    await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) }),
  ];
});
const twoProcesses = async () => both;

describe("limits shared by every API process", () => {
  it("the per-address limit of the sign-in route counts attempts on both processes together", async () => {
    const processes = await twoProcesses();
    const attempt = (i: number) =>
      processes[i % 2]!.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: `nobody-${i}@shared.test`, password: "wrong password" },
        remoteAddress: "198.51.100.31",
      });
    const statuses: number[] = [];
    // 3 × LOGIN_RATE_LIMIT a minute per address; per process that would have been twice as many.
    for (let i = 0; i < 3 * LIMIT + 1; i += 1) statuses.push((await attempt(i)).statusCode);
    expect(statuses).toEqual([...Array(3 * LIMIT).fill(401), 429]);
    // Another address has its own window.
    const other = await processes[0]!.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "nobody@shared.test", password: "wrong password" },
      remoteAddress: "198.51.100.32",
    });
    expect(other.statusCode).toBe(401);
  });

  it("an account's failures from one address count on both processes, then that address waits", async () => {
    const processes = await twoProcesses();
    const owner = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const answer = await processes[i % 2]!.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: owner.email, password: `guess-${i}` },
        remoteAddress: "198.51.100.41",
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it("each limited route keeps its own count, shared by the processes", async () => {
    const processes = await twoProcesses();
    const forgot = (i: number) =>
      processes[i % 2]!.inject({
        method: "POST",
        url: "/api/v1/auth/password/forgot",
        payload: { email: `someone-${i}@shared.test` },
        remoteAddress: "198.51.100.51",
      });
    const statuses: number[] = [];
    // 5 a minute per address (the account routes' limit), on both processes together.
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(i)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    // The sign-in route from the same address has its own window.
    const login = await processes[1]!.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "nobody@shared.test", password: "wrong password" },
      remoteAddress: "198.51.100.51",
    });
    expect(login.statusCode).toBe(401);
    const db = await getTestDb();
    const keys = (await db.selectFrom("rateLimits").select("key").execute()).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "route:POST /api/v1/auth/password/forgot:198.51.100.51",
        "route:POST /api/v1/auth/login:198.51.100.51",
      ]),
    );
  });

  it("counts every one of many concurrent hits on one counter", async () => {
    const db = await getTestDb();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitCounter(db, "test:concurrent", 60_000, now)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(new Set(results.map((r) => r.resetAt)).size).toBe(1);
  });

  it("starts a new window once the old one has ended", async () => {
    const db = await getTestDb();
    const start = new Date("2026-11-25T10:00:00.000Z");
    await hitCounter(db, "test:window", 60_000, start);
    const second = await hitCounter(db, "test:window", 60_000, new Date(start.getTime() + 30_000));
    expect(second).toEqual({ count: 2, resetAt: "2026-11-25T10:01:00.000Z" });
    const later = await hitCounter(db, "test:window", 60_000, new Date(start.getTime() + 60_000));
    expect(later).toEqual({ count: 1, resetAt: "2026-11-25T10:02:00.000Z" });
  });
});
