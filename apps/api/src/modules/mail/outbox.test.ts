import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type CapturedMail,
  decodedText,
  REFUSED_LOCAL_PART,
} from "../../../../../scripts/lib/mail-server.ts";
import {
  addMember,
  createBoat,
  createTeam,
  createUser,
  distinctWord,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { startWorkerProcess } from "../../test/worker-process.ts";
import { JOB_KINDS } from "../jobs/job-kinds.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { createJobRunner } from "../jobs/runner.ts";
import { dailyDigestJob } from "../messages/notifications.ts";
import { sendTemplate } from "./send.ts";

const mailed = useMailedApp();

const allMails = async () => (await (await fetch(mailed.mail.httpUrl)).json()) as CapturedMail[];
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, " ")
    .trim();

/** The app's queue on a clock the test moves, so retries come due without waiting. */
function clockedRunner(start = Date.now()) {
  let now = start;
  const runner = createJobRunner({
    ctx: mailed.app.ctx,
    engine: mailed.app.engine,
    definitions: JOB_KINDS,
    concurrency: 0,
    clock: () => new Date(now),
  });
  return {
    runner,
    advance(ms: number) {
      now += ms;
    },
  };
}

async function teamWithBoat(notifications: "each" | "daily" = "each") {
  const member = await createUser({ language: "fr", firstName: "Inès" });
  const team = await createTeam({ ownerId: member.id, name: `Voiles ${randomBytes(3).toString("hex")}` });
  const db = await getTestDb();
  await db
    .updateTable("teamMembers")
    .set({ messageNotifications: notifications })
    .where("teamId", "=", team.id)
    .execute();
  const boat = await createBoat({ teamId: team.id, title: `Oceanis ${randomBytes(2).toString("hex")}` });
  return { member, team, boat };
}

const contact = (boatId: number) =>
  mailed.app.inject({
    method: "POST",
    url: `/api/v1/boats/${boatId}/messages`,
    payload: {
      name: "Ana Buyer",
      email: `buyer-${randomBytes(4).toString("hex")}@example.com`,
      message: `Is she still available? ${distinctWord()}`,
    },
    remoteAddress: nextClientAddress(),
  });

describe("e-mail outbox", () => {
  it("delivers every message once the SMTP server is back after a ten-minute outage, none twice", async () => {
    const users = [await createUser(), await createUser({ language: "it" })];
    const { member, boat } = await teamWithBoat();
    mailed.mail.setRefusing(true);
    try {
      for (const user of users) {
        const response = await mailed.app.inject({
          method: "POST",
          url: "/api/v1/auth/password/forgot",
          payload: { email: user.email },
          remoteAddress: nextClientAddress(),
        });
        expect(response.statusCode).toBeLessThan(300);
      }
      expect((await contact(boat.id)).statusCode).toBe(201);
      const recipients = [...users.map((u) => u.email), member.email];

      const { runner, advance } = clockedRunner();
      expect(await runner.drain()).toBe(3);
      const db = await getTestDb();
      const waiting = await db
        .selectFrom("jobs")
        .innerJoin("mailOutbox", (join) =>
          join.on((eb) => eb("jobs.idempotencyKey", "=", eb.cast<string>("mailOutbox.id", "text"))),
        )
        .select(["jobs.state", "jobs.lastError", "mailOutbox.recipient", "mailOutbox.sentAt"])
        .where("jobs.kind", "=", "mail.deliver")
        .where("mailOutbox.recipient", "in", recipients)
        .execute();
      expect(waiting).toHaveLength(3);
      for (const job of waiting) {
        expect(job.state).toBe("failed");
        expect(job.lastError).toMatch(/421/);
        expect(job.sentAt).toBeNull();
      }
      // Ten minutes of retries against a server that still refuses.
      for (let minute = 0; minute < 10; minute += 1) {
        advance(60_000);
        await runner.drain();
      }
      expect((await allMails()).filter((m) => recipients.some((r) => m.to.includes(r)))).toEqual([]);

      mailed.mail.setRefusing(false);
      advance(3_600_000);
      expect(await runner.drain()).toBeGreaterThanOrEqual(3);
      advance(86_400_000);
      await runner.drain();
      const arrived = (await allMails()).filter((m) => recipients.some((r) => m.to.includes(r)));
      expect(arrived.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
      expect(arrived.find((m) => m.to.includes(users[1]!.email))?.subject).toMatch(/password/i);
      const sent = await db
        .selectFrom("mailOutbox")
        .select("sentAt")
        .where("recipient", "in", recipients)
        .execute();
      expect(sent.every((m) => m.sentAt !== null)).toBe(true);
    } finally {
      mailed.mail.setRefusing(false);
    }
  });

  it("gives up at once on a recipient the mail server refuses for good (550), which no retry would change", async () => {
    const to = `${REFUSED_LOCAL_PART}-${randomBytes(4).toString("hex")}@example.com`;
    await sendTemplate(mailed.app.ctx, {
      template: "passwordChanged",
      to,
      language: "en-US",
      name: "Nobody",
      values: { date: "today" },
    });
    await mailed.app.jobs.drain();
    const db = await getTestDb();
    const job = await db
      .selectFrom("jobs")
      .innerJoin("mailOutbox", (join) =>
        join.on((eb) => eb("jobs.idempotencyKey", "=", eb.cast<string>("mailOutbox.id", "text"))),
      )
      .select(["jobs.state", "jobs.attempts", "jobs.lastError", "mailOutbox.sentAt"])
      .where("jobs.kind", "=", "mail.deliver")
      .where("mailOutbox.recipient", "=", to)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: "dead", attempts: 1, sentAt: null });
    expect(job.lastError).toMatch(/^PermanentJobError: recipient refused: .*550/);
  });

  it("writes nothing when the change that caused the mail rolls back", async () => {
    const db = await getTestDb();
    const to = `never-${randomBytes(4).toString("hex")}@example.com`;
    await expect(
      db.transaction().execute(async (trx) => {
        await sendTemplate(
          mailed.app.ctx,
          { template: "passwordChanged", to, language: "en-US", name: "Nobody", values: { date: "today" } },
          trx,
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.selectFrom("mailOutbox").select("id").where("recipient", "=", to).execute()).toEqual([]);
    expect(await mailed.mailsTo(to)).toEqual([]);
  });

  it("puts List-Unsubscribe with one-click on notifications, which turns them off, and not on transactional mail", async () => {
    const { member, team, boat } = await teamWithBoat();
    expect((await contact(boat.id)).statusCode).toBe(201);
    const [notification] = await mailed.mailsTo(member.email);
    const link = /^<(https:\/\/keel\.example\/api\/v1\/mail\/unsubscribe\/[\w-]+)>$/.exec(
      header(notification!.raw, "List-Unsubscribe") ?? "",
    )?.[1];
    expect(link).toBeDefined();
    expect(header(notification!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(decodedText(notification!.raw)).toContain(`Ne plus recevoir ces e-mails: ${link}`);
    const path = new URL(link!).pathname;

    // Opening the link (a person, or a scanner) only asks.
    const page = await mailed.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(team.name);
    expect(page.body).toContain('<form method="post">');
    const db = await getTestDb();
    const setting = () =>
      db
        .selectFrom("teamMembers")
        .select("messageNotifications")
        .where("teamId", "=", team.id)
        .where("userId", "=", member.id)
        .executeTakeFirstOrThrow();
    expect((await setting()).messageNotifications).toBe("each");

    const oneClick = await mailed.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toContain(team.name);
    expect((await setting()).messageNotifications).toBe("none");
    expect((await contact(boat.id)).statusCode).toBe(201);
    expect(await mailed.mailsTo(member.email)).toHaveLength(1);

    const unknown = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/mail/unsubscribe/not-a-real-token-at-all",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");

    const user = await createUser();
    await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/forgot",
      payload: { email: user.email },
      remoteAddress: nextClientAddress(),
    });
    const [reset] = await mailed.mailsTo(user.email);
    expect(header(reset!.raw, "List-Unsubscribe")).toBeUndefined();
  });

  it("sends the daily digest once when several worker processes run it at the same time", async () => {
    const { member, team, boat } = await teamWithBoat("daily");
    const colleague = await createUser();
    await addMember(team.id, colleague.id, "member");
    expect((await contact(boat.id)).statusCode).toBe(201);
    expect(await mailed.mailsTo(member.email)).toEqual([]);

    // Besides this hour's run, which both workers schedule on start (and only one gets), a second digest job,
    // so two processes do run the digest at once.
    const db = await getTestDb();
    await enqueueJob(db, dailyDigestJob, {}, { idempotencyKey: "a second run" });
    const pending = async () =>
      (
        await db
          .selectFrom("jobs")
          .select("id")
          .where("kind", "in", ["messages.digest", "mail.deliver"])
          .where("state", "in", ["queued", "running", "failed"])
          .execute()
      ).length;
    const workers = await Promise.all([
      startWorkerProcess({ SMTP_URL: mailed.mail.smtpUrl }),
      startWorkerProcess({ SMTP_URL: mailed.mail.smtpUrl }),
    ]);
    try {
      await expect
        .poll(pending, { timeout: 30_000, message: "the workers left digest or mail jobs" })
        .toBe(0);
    } catch (error) {
      throw new Error(`${String(error)}\n${workers.map((w) => w.output()).join("\n")}`);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const digestJobs = await db
      .selectFrom("jobs")
      .select("state")
      .where("kind", "=", "messages.digest")
      .execute();
    expect(digestJobs.map((j) => j.state)).toEqual(["done", "done"]);
    const digests = await mailed.mailsTo(member.email);
    expect(digests).toHaveLength(1);
    expect(decodedText(digests[0]!.raw)).toContain(boat.title);
    expect(header(digests[0]!.raw, "List-Unsubscribe")).toMatch(/unsubscribe/);
    // The colleague chose one e-mail per message and got it at once.
    expect(await mailed.mailsTo(colleague.email)).toHaveLength(1);
  });
});
