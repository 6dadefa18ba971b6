import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drive } from "./search-load.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server answering `/size/<n>` with n bytes (in pieces, so that the answer arrives in several chunks). */
async function serve(
  answer: (path: string, send: (status: number, body: string, chunked?: boolean) => void) => void,
  seen: { path: string; headers: IncomingHttpHeaders; socket: unknown }[] = [],
): Promise<string> {
  server = createServer((request, response) => {
    seen.push({ path: request.url!, headers: request.headers, socket: request.socket });
    answer(request.url!, (status, body, chunked) => {
      response.statusCode = status;
      if (!chunked) response.setHeader("content-length", Buffer.byteLength(body));
      const middle = Math.floor(body.length / 2);
      response.write(body.slice(0, middle));
      setImmediate(() => response.end(body.slice(middle)));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe("bench:search's load process", () => {
  it("sends every request over kept-alive connections and counts statuses and body bytes", async () => {
    const seen: { path: string; headers: IncomingHttpHeaders; socket: unknown }[] = [];
    const base = await serve((path, send) => {
      const size = Number(path.split("/").at(-1));
      send(path.startsWith("/missing") ? 404 : 200, "x".repeat(size));
    }, seen);
    const paths = [...Array.from({ length: 40 }, (_, i) => `/size/${i * 997}`), "/size/300000", "/missing/7"];
    const result = await drive({ base, paths, concurrency: 3 });

    expect(seen.map((s) => s.path).sort()).toEqual([...paths].sort());
    expect(new Set(seen.map((s) => s.socket)).size).toBe(3);
    // The headers `fetch` sent, so that the API does the same work as before.
    expect(seen[0]!.headers).toMatchObject({ "accept-language": "*", accept: "*/*" });
    expect(result.failures).toBe(1);
    expect(result.bodyBytes).toBe(paths.reduce((sum, path) => sum + Number(path.split("/").at(-1)), 0));
    expect(result.latencies).toHaveLength(paths.length);
    for (const latency of result.latencies) expect(latency).toBeGreaterThan(0);
    expect(result.seconds).toBeGreaterThan(0);
    expect(result.cpuMs).toBeGreaterThan(0);
  });

  it("refuses an answer without Content-Length rather than mistime it", async () => {
    const base = await serve((_path, send) => send(200, "chunked", true));
    await expect(drive({ base, paths: ["/a"], concurrency: 1 })).rejects.toThrow(/Content-Length/);
  });
});
