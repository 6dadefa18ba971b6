/** What tests use to read the mails the API sent through the e2e SMTP server (mail-server.ts). */
import { expect, inject } from "vitest";
import type { CapturedMail } from "../../../../scripts/lib/mail-server.ts";

export async function listMails(): Promise<CapturedMail[]> {
  const response = await fetch(inject("mailUrl"));
  return (await response.json()) as CapturedMail[];
}

/** Waits for a mail to `to` (and matching `subject` when given); mails arrive after the HTTP answer. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMails()).find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        return found;
      },
      {
        timeout: timeoutMs,
        interval: 100,
        message: `no mail to ${to}${subject ? ` matching ${subject}` : ""}`,
      },
    )
    .toBeDefined();
  return found!;
}
