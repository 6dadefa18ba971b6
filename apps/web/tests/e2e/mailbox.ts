/** What tests use to read the mails the API sent through the e2e SMTP server (mail-server.ts). */
import { vi } from "vitest";
import type { CapturedMail } from "../../../../scripts/lib/mail-server.ts";
import { stack } from "./stack.ts";

export async function listMails(): Promise<CapturedMail[]> {
  const response = await fetch(stack().mailUrl);
  return (await response.json()) as CapturedMail[];
}

/**
 * Waits for a mail to `to` (and matching `subject` when given); mails arrive after the HTTP answer. Usable in
 * hooks too (a journey's set-up signs people up), where expect.poll is not.
 */
export function waitForMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
  return vi.waitFor(
    async () => {
      const found = (await listMails()).find(
        (m) => m.to.includes(to) && (!subject || subject.test(m.subject)),
      );
      if (!found) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
      return found;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
