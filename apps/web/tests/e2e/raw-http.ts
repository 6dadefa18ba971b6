/**
 * HTTP at the level the security journeys need and fetch hides: bodies of any size streamed from one reused
 * buffer (a 200 MB upload allocates 64 kB), with or without a declared length, `Expect: 100-continue`, and
 * the answer read as soon as the server gives it. A server refusing a body answers before it is all sent and
 * closes the connection; Node's HTTP client then loses the answer to the write error, so this speaks HTTP/1.1
 * over a plain socket and keeps whatever answer arrived. Also the memory of a server process, from /proc.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes written before the answer came (or the connection closed). */
  sent: number;
}

export interface RawPost {
  method?: string;
  headers?: Record<string, string>;
  /** Bytes of body to send: `prefix`, then `fill` bytes, then `suffix`. */
  size: number;
  /** Declare `Content-Length` (true) or send chunked (false). */
  declareLength: boolean;
  /** Send `Expect: 100-continue` and wait for the server's go-ahead before the body (as curl does). */
  expectContinue?: boolean;
  prefix?: Buffer;
  fill?: number;
  suffix?: Buffer;
  /** Gives up (rejects) after this long: a server that hangs fails the test instead of stalling the run. */
  timeoutMs?: number;
}

const CHUNK = 64 * 1024;

interface Parsed {
  status: number;
  headers: Record<string, string>;
  bodyStart: number;
}

function parseHead(data: Buffer): Parsed | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, bodyStart: end + 4 };
}

function decodeChunked(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return Buffer.concat(parts);
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

export function rawPost(url: string, options: RawPost): Promise<RawResponse> {
  const { size, declareLength, expectContinue = false, fill = 0x61 } = options;
  const prefix = options.prefix ?? Buffer.alloc(0);
  const suffix = options.suffix ?? Buffer.alloc(0);
  const fillEnd = size - suffix.length;
  const chunk = Buffer.alloc(CHUNK, fill);
  const target = new URL(url);
  const headers: Record<string, string> = { host: target.host, ...options.headers };
  if (declareLength) headers["content-length"] = String(size);
  else headers["transfer-encoding"] = "chunked";
  if (expectContinue) headers.expect = "100-continue";
  const head = `${options.method ?? "POST"} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;

  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${url} within ${options.timeoutMs ?? 60_000} ms`));
    }, options.timeoutMs ?? 60_000);
    let received = Buffer.alloc(0);
    let sent = 0;
    let done = false;
    let mayWrite = !expectContinue;

    const finish = (parsed: Parsed, body: Buffer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: parsed.status, headers: parsed.headers, body: body.toString("utf8"), sent });
    };

    /** A complete final answer in what has arrived, if any (100 Continue is not one: it starts the body). */
    const readAnswer = (isClosed: boolean) => {
      for (;;) {
        const parsed = parseHead(received);
        if (!parsed) return;
        if (parsed.status === 100) {
          received = received.subarray(parsed.bodyStart);
          if (!mayWrite) {
            mayWrite = true;
            write();
          }
          continue;
        }
        const rest = received.subarray(parsed.bodyStart);
        const length = parsed.headers["content-length"];
        if (length !== undefined && rest.length >= Number(length))
          return finish(parsed, rest.subarray(0, Number(length)));
        if (parsed.headers["transfer-encoding"] === "chunked") {
          const body = decodeChunked(rest);
          if (body) return finish(parsed, body);
        }
        if (isClosed) return finish(parsed, rest);
        return;
      }
    };

    const write = () => {
      while (!done && mayWrite && sent < size) {
        const piece =
          sent < prefix.length
            ? prefix.subarray(sent)
            : sent < fillEnd
              ? chunk.subarray(0, Math.min(CHUNK, fillEnd - sent))
              : suffix.subarray(sent - fillEnd);
        sent += piece.length;
        const framed = declareLength
          ? piece
          : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]);
        if (!socket.write(framed)) {
          socket.once("drain", write);
          return;
        }
      }
      if (!done && mayWrite && sent >= size && !declareLength) socket.write("0\r\n\r\n");
    };

    socket.on("connect", () => {
      socket.write(head);
      write();
    });
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      readAnswer(false);
    });
    socket.on("close", () => {
      readAnswer(true);
      if (!done) {
        done = true;
        clearTimeout(timer);
        reject(new Error(`${url}: connection closed without an answer after ${sent} bytes`));
      }
    });
    // A write refused because the server closed: the answer it sent first is still read on close.
    socket.on("error", () => {});
  });
}

/** Resident memory of a process, in bytes (`VmRSS`), or its peak since resetPeakMemory (`VmHWM`). */
export function memoryOf(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Starts a new peak (`VmHWM`) at the current resident size (Linux: "5" to clear_refs). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}
