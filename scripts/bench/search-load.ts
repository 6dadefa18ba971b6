/**
 * The load process of `bench:search` (docs/decisions/056-search-api-memory-and-stalls.md): it drives the API
 * from a process of its own, on the same cores, so that its cost must stay small beside the API's.
 */
import { createConnection } from "node:net";

export interface LoadJob {
  base: string;
  paths: string[];
  concurrency: number;
}
export interface LoadResult {
  /** Milliseconds, by request (the index of its path). */
  latencies: number[];
  failures: number;
  seconds: number;
  /** The load process's own CPU time for the pass, in milliseconds: it shares the machine's cores with the API. */
  cpuMs: number;
  /** Bytes of the answers' bodies, all requests together. */
  bodyBytes: number;
}

/**
 * Sends the pass's requests over `concurrency` kept-alive connections, a new request as soon as the last answer
 * on its connection is complete, and times each. A load generator as cheap as autocannon's: the requests are
 * bytes built before the pass, written to plain sockets; of an answer only the status and the Content-Length
 * are read, and its body is counted, not decoded nor parsed (`fetch` cost 1.0 to 1.4 ms of CPU per request
 * here, on the cores the API runs on). The headers are those `fetch` sent, so that the API's work is the same.
 * Not autocannon itself (scripts/lib/autocannon.ts, which bench:pages uses): it cycles its requests and reports
 * one latency histogram, where this bench sends each path of its mix once and keeps each request's latency,
 * which `tailByKind` splits by kind of request.
 */
export function drive({ base, paths, concurrency }: LoadJob): Promise<LoadResult> {
  const { hostname, port, host } = new URL(base);
  const headers = `Host: ${host}\r\nConnection: keep-alive\r\naccept: */*\r\naccept-language: *\r\nsec-fetch-mode: cors\r\nuser-agent: node\r\naccept-encoding: gzip, deflate\r\n\r\n`;
  const requests = paths.map((path) => Buffer.from(`GET ${path} HTTP/1.1\r\n${headers}`, "latin1"));
  const latencies: number[] = new Array(paths.length);
  let next = 0;
  let failures = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = createConnection({ host: hostname, port: Number(port), noDelay: true });
      let at = -1;
      let sentAt = 0;
      /** Bytes of the answer's body still to come; -1 while its head is being read. */
      let remaining = -1;
      let head: Buffer | undefined;
      const send = () => {
        if (next >= requests.length) {
          socket.end();
          resolve();
          return;
        }
        at = next++;
        sentAt = performance.now();
        socket.write(requests[at]!);
      };
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.once("connect", send);
      socket.on("error", fail);
      socket.once("close", () => reject(new Error(`the API closed a connection (request ${at})`)));
      socket.on("data", (chunk: Buffer) => {
        let body = chunk;
        if (remaining < 0) {
          const data = head ? Buffer.concat([head, chunk]) : chunk;
          const end = data.indexOf("\r\n\r\n");
          if (end < 0) {
            head = data;
            return;
          }
          head = undefined;
          const text = data.toString("latin1", 0, end);
          const length = /\r\ncontent-length: *(\d+)/i.exec(text);
          if (!length) {
            fail(new Error(`an answer without Content-Length: ${text}`));
            return;
          }
          if (text.slice(9, 12) !== "200") failures += 1;
          remaining = Number(length[1]);
          bodyBytes += remaining;
          body = data.subarray(end + 4);
        }
        remaining -= body.length;
        if (remaining > 0) return;
        if (remaining < 0) {
          fail(new Error(`more bytes than the Content-Length of the answer to request ${at}`));
          return;
        }
        // By request, so that the latencies of each kind of request can be told apart (tailByKind).
        latencies[at] = performance.now() - sentAt;
        remaining = -1;
        send();
      });
    });
  return Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, connection)).then(() => {
    const used = process.cpuUsage(cpu);
    return {
      latencies,
      failures,
      seconds: (performance.now() - started) / 1000,
      cpuMs: (used.user + used.system) / 1000,
      bodyBytes,
    };
  });
}
