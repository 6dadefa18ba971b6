import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  assertValidKey,
  createLocalStorage,
  InvalidStorageKeyError,
  type LocalDiskStorage,
} from "./storage.ts";

let dataDir: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "keel-storage-"));
  storage = createLocalStorage(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("stores under {dataDir}/uploads and reads back a stream with size and type", async () => {
    await storage.put("boats/ab/abc123-640.webp", Buffer.from("pixels"));

    expect(storage.pathOf("boats/ab/abc123-640.webp")).toBe(
      join(dataDir, "uploads", "boats", "ab", "abc123-640.webp"),
    );
    const object = await storage.get("boats/ab/abc123-640.webp");
    expect(object?.size).toBe(6);
    expect(object?.contentType).toBe("image/webp");
    expect(await text(object!.stream)).toBe("pixels");
    expect(await storage.has("boats/ab/abc123-640.webp")).toBe(true);
  });

  it("overwrites, deletes, and treats missing keys as absent", async () => {
    await storage.put("teams/x/banner-320.avif", Buffer.from("one"));
    await storage.put("teams/x/banner-320.avif", Buffer.from("two"));
    expect(await text((await storage.get("teams/x/banner-320.avif"))!.stream)).toBe("two");

    await storage.delete("teams/x/banner-320.avif");
    await storage.delete("teams/x/banner-320.avif"); // idempotent
    expect(await storage.get("teams/x/banner-320.avif")).toBeNull();
    expect(await storage.has("teams/x/banner-320.avif")).toBe(false);
  });

  it.each([
    "../secret",
    "boats/../../etc/passwd",
    "/etc/passwd",
    "boats//double",
    "boats/./x",
    "boats/.hidden",
    "boats\\..\\x",
    "Boats/Upper",
    "boats/x/",
    "",
    "boats/%2e%2e/x",
    `boats/${"a".repeat(600)}`,
  ])("refuses the key %j", async (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });

  it("cannot be made to read a file outside its root", async () => {
    writeFileSync(join(dataDir, "keel.db"), "secret");
    await expect(storage.get("../keel.db")).rejects.toThrow(InvalidStorageKeyError);
  });
});
