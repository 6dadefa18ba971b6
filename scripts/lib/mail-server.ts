/**
 * A real SMTP server on loopback for e-mail tests (API integration and browser journeys): the API sends
 * through it exactly as it would through a provider (SMTP_URL). Browser journeys run in other processes
 * than the e2e global setup, so they read what arrived over a small HTTP endpoint (see e2e/mailbox.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  receivedAt: string;
}

export interface MailServer {
  smtpUrl: string;
  /** GET → CapturedMail[]; DELETE → empties the box. */
  httpUrl: string;
  /** While true, every message is refused with 421 (a mail server that is down), as providers do. */
  setRefusing(refusing: boolean): void;
  /**
   * The next message is received but never acknowledged (a sender killed mid-send never hears back); resolves
   * when its data has arrived. It is not captured.
   */
  holdNext(): Promise<void>;
  close(): Promise<void>;
}

/** The Subject header, unfolded; enough for tests to tell mails apart (bodies are matched on `raw`). */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  return match ? decodeEncodedWords(match[1]!.replace(/\r?\n[ \t]/g, " ").trim()) : "";
}

/** RFC 2047 encoded words (`=?UTF-8?Q?R=C3=A9…?=`), which mailers use for non-ASCII subjects. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
        const bytes = text
          .replace(/_/g, " ")
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      },
    );
}

/** Listens on a free loopback port; `net` is the underlying net.Server (smtp-server wraps one). */
function listen(
  server: { listen(port: number, host: string, ready: () => void): unknown },
  net: Server | NetServer,
) {
  return new Promise<number>((resolve, reject) => {
    net.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((net.address() as AddressInfo).port));
  });
}

/**
 * Addresses whose local part starts with this are refused for good (550, no such mailbox), whatever the mode:
 * a browser journey needs a delivery that fails while every other mail flows.
 */
export const REFUSED_LOCAL_PART = "smtp-refused";

export async function startMailServer(): Promise<MailServer> {
  const mails: CapturedMail[] = [];
  let refusing = false;
  let held: (() => void) | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith(REFUSED_LOCAL_PART)) return callback();
      callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (held) {
          held();
          held = undefined;
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          subject: subjectOf(raw),
          raw,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const http = createServer((request, response) => {
    if (request.method === "DELETE") mails.length = 0;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(request.method === "DELETE" ? [] : mails));
  });
  const smtpPort = await listen(smtp, smtp.server);
  const httpPort = await listen(http, http);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}/messages`,
    setRefusing(value) {
      refusing = value;
    },
    holdNext() {
      return new Promise<void>((resolve) => {
        held = resolve;
      });
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** The mail's text with quoted-printable soft breaks and escapes undone, so links and words can be matched. */
export function decodedText(raw: string): string {
  // Quoted-printable escapes are bytes of UTF-8: gather each run of them and decode it as a whole.
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

/** Every http(s) link in the mail, in order, without duplicates. */
export function linksIn(raw: string): string[] {
  return [...new Set(decodedText(raw).match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}
