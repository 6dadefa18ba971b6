/**
 * For API test files that read the e-mails the API sends: a real SMTP server on loopback
 * (scripts/lib/mail-server.ts) and a test app sending through it, for the whole file.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type CapturedMail, type MailServer, startMailServer } from "../../../../scripts/lib/mail-server.ts";
import { buildTestApp } from "./harness.ts";

export interface MailedApp {
  /** Set once the file's `beforeAll` ran. */
  app: FastifyInstance;
  mail: MailServer;
  /** Every captured mail to `address`, oldest first, once the app's job queue has delivered what was due. */
  mailsTo(address: string): Promise<CapturedMail[]>;
}

/** Registers the file's setup and teardown; links in mails point at https://keel.example unless `env` says otherwise. */
export function useMailedApp(env: Record<string, string> = {}): MailedApp {
  const kit = {
    async mailsTo(address: string) {
      await kit.app.jobs.drain();
      const all = (await (await fetch(kit.mail.httpUrl)).json()) as CapturedMail[];
      return all.filter((m) => m.to.includes(address));
    },
  } as MailedApp;
  beforeAll(async () => {
    kit.mail = await startMailServer();
    kit.app = await buildTestApp({
      SMTP_URL: kit.mail.smtpUrl,
      PUBLIC_APP_URL: "https://keel.example",
      ...env,
    });
  });
  afterAll(() => kit.mail.close());
  return kit;
}
