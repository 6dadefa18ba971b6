/**
 * Pulling a feed or a photo from a team's URL. The team chooses the address, so it must not become a way into
 * the servers' own network: only http(s), every address the name resolves to must be public (unless
 * FEEDS_ALLOW_PRIVATE_HOSTS), redirects are followed by hand and checked the same way, and bodies are counted as
 * they arrive and cut at the limit, so a 2 GB answer costs 64 KB of memory and stops at the limit.
 */

import { lookup } from "node:dns/promises";
import { createWriteStream } from "node:fs";
import { isIP } from "node:net";
import { finished } from "node:stream/promises";
import { FeedFileError } from "./feed-advert.ts";

const TIMEOUT_MS = 120_000;
const MAX_REDIRECTS = 5;

function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const a = address.toLowerCase();
    if (a.startsWith("::ffff:")) return isPrivateAddress(a.slice(7));
    return a === "::1" || a === "::" || a.startsWith("fc") || a.startsWith("fd") || a.startsWith("fe80");
  }
  const [a = 0, b = 0] = address.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** Refuses what is not an http(s) URL to a public address. */
export async function assertFetchable(url: string, allowPrivate: boolean): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FeedFileError("unreachable", "not a URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new FeedFileError("unreachable", "only http and https");
  }
  if (!allowPrivate) {
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
    if (addresses.length === 0) throw new FeedFileError("unreachable", "unknown host");
    if (addresses.some((a) => isPrivateAddress(a.address))) {
      throw new FeedFileError("unreachable", "private address");
    }
  }
  return parsed;
}

async function get(url: string, options: { allowPrivate: boolean; signal?: AbortSignal }): Promise<Response> {
  let current = url;
  const signal = AbortSignal.any([
    AbortSignal.timeout(TIMEOUT_MS),
    ...(options.signal ? [options.signal] : []),
  ]);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertFetchable(current, options.allowPrivate);
    let response: Response;
    try {
      response = await fetch(current, {
        redirect: "manual",
        signal,
        headers: { "user-agent": "KeelFeeds/1.0" },
      });
    } catch (error) {
      throw new FeedFileError("unreachable", (error as Error).message.slice(0, 200));
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current).toString();
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FeedFileError("unreachable", `HTTP ${response.status}`);
    }
    return response;
  }
  throw new FeedFileError("unreachable", "too many redirects");
}

/** Streams the body of `url` into `path`, refusing it past `maxBytes`. */
export async function downloadToFile(
  url: string,
  path: string,
  options: { maxBytes: number; allowPrivate: boolean; signal?: AbortSignal },
): Promise<void> {
  const response = await get(url, options);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > options.maxBytes) {
    await response.body!.cancel();
    throw new FeedFileError("too_large", `${declared} bytes`);
  }
  const out = createWriteStream(path);
  let total = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > options.maxBytes) throw new FeedFileError("too_large", `over ${options.maxBytes} bytes`);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
  } catch (error) {
    out.destroy();
    if (error instanceof FeedFileError) throw error;
    throw new FeedFileError("unreachable", (error as Error).message.slice(0, 200));
  }
  out.end();
  await finished(out);
}

/** The body of `url` in memory, at most `maxBytes` (a photo). */
export async function downloadBytes(
  url: string,
  options: { maxBytes: number; allowPrivate: boolean; signal?: AbortSignal },
): Promise<Uint8Array> {
  const response = await get(url, options);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > options.maxBytes) throw new FeedFileError("too_large", `over ${options.maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
