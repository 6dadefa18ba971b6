import { describe, expect, it } from "vitest";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { startWorkerProcess } from "../../test/worker-process.ts";
import { sendTemplate } from "../mail/send.ts";
import { JOB_KINDS } from "./job-kinds.ts";
import { createJobRunner } from "./runner.ts";

const mailed = useMailedApp();

describe("a worker killed mid-job", () => {
  it("loses nothing: the job runs again once its lease has expired", async () => {
    const db = await getTestDb();
    const to = `crash-${Date.now()}@example.com`;
    await sendTemplate(mailed.app.ctx, {
      template: "passwordChanged",
      to,
      language: "en-US",
      name: "Sam",
      values: { date: "today" },
    });
    // The SMTP server takes the message in and never answers: the worker is inside the job when it dies.
    const received = mailed.mail.holdNext();
    const worker = await startWorkerProcess({ SMTP_URL: mailed.mail.smtpUrl });
    try {
      await received;
      await worker.kill();
    } finally {
      await worker.kill();
    }
    expect(worker.child.signalCode).toBe("SIGKILL");
    const job = () =>
      db
        .selectFrom("jobs")
        .innerJoin("mailOutbox", (join) =>
          join.on((eb) => eb("jobs.idempotencyKey", "=", eb.cast<string>("mailOutbox.id", "text"))),
        )
        .select(["jobs.state", "jobs.attempts", "jobs.lockedUntil", "mailOutbox.sentAt"])
        .where("jobs.kind", "=", "mail.deliver")
        .where("mailOutbox.recipient", "=", to)
        .executeTakeFirstOrThrow();
    const orphan = await job();
    expect(orphan).toMatchObject({ state: "running", attempts: 1, sentAt: null });
    // Until the lease runs out, no one takes it.
    await mailed.app.jobs.drain();
    expect(await job()).toMatchObject({ state: "running", attempts: 1 });

    // Another worker, once the lease has run out.
    const afterLease = new Date(Date.parse(orphan.lockedUntil!) + 1);
    const next = createJobRunner({
      ctx: mailed.app.ctx,
      engine: mailed.app.engine,
      definitions: JOB_KINDS,
      concurrency: 0,
      clock: () => afterLease,
    });
    expect(await next.drain()).toBeGreaterThanOrEqual(1);
    expect(await job()).toMatchObject({ state: "done", attempts: 2 });
    const mails = await mailed.mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/password/i);
  });
});
