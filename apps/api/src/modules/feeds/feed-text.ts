/**
 * Bytes of a feed file to text, in fixed memory: the size limit is counted as the bytes arrive, the encoding
 * comes from the byte-order mark or the XML declaration, and a byte sequence the encoding does not allow refuses
 * the file (a feed in Latin-1 that says UTF-8 would otherwise import garbled names without anyone noticing).
 */
import { FEED_LIMITS, FeedFileError } from "./feed-advert.ts";

const SUPPORTED: Record<string, string> = {
  "utf-8": "utf-8",
  utf8: "utf-8",
  "iso-8859-1": "windows-1252",
  latin1: "windows-1252",
  "iso-8859-15": "iso-8859-15",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  "utf-16": "utf-16le",
  "utf-16le": "utf-16le",
  "utf-16be": "utf-16be",
};

function sniffEncoding(head: Uint8Array, isXml: boolean): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  if (!isXml) return "utf-8";
  const start = new TextDecoder("latin1").decode(head.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1]?.toLowerCase();
  if (!declared) return "utf-8";
  const encoding = SUPPORTED[declared];
  if (!encoding) throw new FeedFileError("bad_encoding", `unsupported encoding ${declared}`);
  return encoding;
}

/** The file's text in chunks; throws FeedFileError("too_large" | "bad_encoding"). */
export async function* decodeFeed(
  bytes: AsyncIterable<Uint8Array>,
  options: { isXml: boolean; maxBytes?: number },
): AsyncGenerator<string> {
  const maxBytes = options.maxBytes ?? FEED_LIMITS.maxBytes;
  let total = 0;
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  for await (const chunk of bytes) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new FeedFileError("too_large", `over ${maxBytes} bytes`);
    decoder ??= new TextDecoder(sniffEncoding(chunk, options.isXml), { fatal: true, ignoreBOM: false });
    try {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    } catch {
      throw new FeedFileError("bad_encoding", `bytes not valid ${decoder.encoding} near byte ${total}`);
    }
  }
  if (decoder) {
    try {
      const rest = decoder.decode();
      if (rest) yield rest;
    } catch {
      throw new FeedFileError("bad_encoding", `file ends inside a ${decoder.encoding} character`);
    }
  }
}
