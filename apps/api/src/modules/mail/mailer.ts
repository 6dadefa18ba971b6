/**
 * Sends e-mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under
 * `${DATA_DIR}/outbox` and logs its links, so every e-mail flow works on a machine without a mail server.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Display name shown before the platform address (e.g. a team's name). */
  fromName?: string;
  replyTo?: string;
  /** Kept by the outbox, so a message sent again after a crash carries the same id (receivers drop copies). */
  messageId?: string;
  /** Notification e-mails: List-Unsubscribe with one-click POST (RFC 8058). */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Header injection is impossible through nodemailer's API, but a newline in a display name is still refused. */
function displayName(name: string): string {
  return name
    .replace(/[\r\n"<>]/g, " ")
    .trim()
    .slice(0, 80);
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const fromAddress = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox = join(config.dataDir, "outbox");

  return {
    async send(mail) {
      const from = mail.fromName
        ? { name: displayName(`${mail.fromName} via ${config.brandName}`), address: fromAddress }
        : config.mailFrom;
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.unsubscribeUrl
          ? {
              headers: {
                "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            }
          : {}),
      });
      if (config.smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
        return;
      }
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info(
        { to: mail.to, subject: mail.subject, file, links: mail.text.match(LINK) ?? [] },
        "mail written to outbox",
      );
    },
  };
}
