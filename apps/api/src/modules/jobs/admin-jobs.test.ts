import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "../admin/admin-test-kit.ts";
import { defineJob, enqueueJob } from "./queue.ts";
import { createJobRunner } from "./runner.ts";

const flaky = defineJob({
  kind: "test.flaky",
  payload: z.object({ order: z.string() }),
  maxAttempts: 1,
  async run(_ctx, { order }) {
    throw new Error(`Payment gateway timeout for ${order}`);
  },
});

async function deadJob(order: string) {
  const app = await getTestApp();
  const { id } = await enqueueJob(await getTestDb(), flaky, { order });
  await createJobRunner({ ctx: app.ctx, engine: app.engine, definitions: [flaky], concurrency: 0 }).drain();
  return id;
}

describe("admin/jobs", () => {
  it("lists jobs by state, kind and error text, with counts by state", async () => {
    const admin = await signedInAdmin();
    const dead = await deadJob("order-981");
    await enqueueJob(
      await getTestDb(),
      flaky,
      { order: "later" },
      { runAt: new Date(Date.now() + 3_600_000) },
    );

    const all = await adminCall(admin, "GET", "jobs");
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.counts.dead).toBeGreaterThanOrEqual(1);
    expect(body.counts.queued).toBeGreaterThanOrEqual(1);
    expect(body.kinds).toContain("test.flaky");
    expect(body.items.every((j: { state: string }) => j.state !== "done")).toBe(true);

    const found = (
      await adminCall(admin, "GET", "jobs?state=dead&error=GATEWAY%20TIMEOUT%20for%20order-981")
    ).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: dead,
      kind: "test.flaky",
      state: "dead",
      attempts: 1,
      maxAttempts: 1,
      payload: { order: "order-981" },
      lastError: "Error: Payment gateway timeout for order-981",
    });
    const byKind = (await adminCall(admin, "GET", "jobs?kind=mail.deliver&error=order-981")).json();
    expect(byKind.total).toBe(0);
    // A search for the LIKE wildcards is a search for the characters themselves.
    expect((await adminCall(admin, "GET", "jobs?error=%25")).json().total).toBe(0);
    expect((await adminCall(admin, "GET", "jobs?state=stuck")).statusCode).toBe(400);
    expect((await adminCall(admin, "GET", "jobs?kind=DROP%20TABLE")).statusCode).toBe(400);
  });

  it("retries a dead job with fresh attempts and discards another, both audited", async () => {
    const admin = await signedInAdmin();
    const db = await getTestDb();
    const retried = await deadJob("order-1");
    const discarded = await deadJob("order-2");

    const retry = await adminCall(admin, "POST", `jobs/${retried}/retry`, undefined, {
      "accept-language": "fr",
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe("La tâche est de nouveau en file d'attente.");
    expect(
      await db.selectFrom("jobs").select(["state", "attempts"]).where("id", "=", retried).executeTakeFirst(),
    ).toEqual({ state: "queued", attempts: 0 });
    // A queued job is not retried again, and an unknown one is a 404.
    expect((await adminCall(admin, "POST", `jobs/${retried}/retry`)).statusCode).toBe(409);
    expect((await adminCall(admin, "POST", "jobs/999999/retry")).statusCode).toBe(404);

    const discard = await adminCall(admin, "DELETE", `jobs/${discarded}`);
    expect(discard.statusCode).toBe(200);
    expect(await db.selectFrom("jobs").select("id").where("id", "=", discarded).execute()).toEqual([]);
    expect((await adminCall(admin, "DELETE", `jobs/${discarded}`)).statusCode).toBe(404);

    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "entityId", "actorUserId", "details"])
      .where("entityType", "=", "job")
      .where("entityId", "in", [String(retried), String(discarded)])
      .orderBy("id")
      .execute();
    expect(audit.map((a) => [a.action, a.entityId, a.actorUserId])).toEqual([
      ["job.retry", String(retried), admin.user.id],
      ["job.discard", String(discarded), admin.user.id],
    ]);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ kind: "test.flaky", state: "dead" });
  });

  it("refuses a running job's retry and discard, and non-admins", async () => {
    const admin = await signedInAdmin();
    const db = await getTestDb();
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto("jobs")
      .values({
        kind: "test.flaky",
        payload: "{}",
        state: "running",
        runAt: now,
        maxAttempts: 3,
        attempts: 1,
        lockedBy: "w:1",
        lockedUntil: new Date(Date.now() + 60_000).toISOString(),
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await adminCall(admin, "DELETE", `jobs/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("CONFLICT");
    expect((await adminCall(admin, "POST", `jobs/${id}/retry`)).statusCode).toBe(409);
    const member = await signedIn();
    expect((await adminCall(member, "GET", "jobs")).statusCode).toBe(403);
    expect((await adminCall(null, "DELETE", `jobs/${id}`)).statusCode).toBe(401);
    expect(await db.selectFrom("jobs").select("state").where("id", "=", id).executeTakeFirst()).toEqual({
      state: "running",
    });
  });
});
