/**
 * Loaded into the web server by the page benches (`node --import …/memory-report.ts server.ts`, with
 * `KEEL_MEMORY_REPORT` naming a file): once a second it writes where the process's memory is, so a soak can
 * tell memory that grows with the pages served from a heap that sizes itself to the load. RSS alone cannot:
 * it holds V8's young generation (its semi-spaces), garbage the old generation has not collected yet, compiled
 * code, buffers outside the heap and what the allocator keeps. Read by scripts/lib/memory-report.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";

const file = process.env.KEEL_MEMORY_REPORT;
const MB = 1024 * 1024;

if (file) {
  /** A field of /proc/self/status in MiB (Linux): RssAnon (the heap, malloc's arenas) and RssFile (mapped files). */
  const status = (text: string, field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
  const write = () => {
    const usage = process.memoryUsage();
    let procStatus = "";
    try {
      procStatus = readFileSync("/proc/self/status", "utf8");
    } catch {
      // not Linux: left at 0
    }
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size / MB]),
    );
    const report = {
      rssMb: usage.rss / MB,
      heapTotalMb: usage.heapTotal / MB,
      heapUsedMb: usage.heapUsed / MB,
      newSpaceMb: (spaces.new_space ?? 0) + (spaces.new_large_object_space ?? 0),
      oldSpaceMb: (spaces.old_space ?? 0) + (spaces.large_object_space ?? 0),
      codeSpaceMb: (spaces.code_space ?? 0) + (spaces.code_large_object_space ?? 0),
      externalMb: usage.external / MB,
      arrayBuffersMb: usage.arrayBuffers / MB,
      rssAnonMb: status(procStatus, "RssAnon"),
      rssFileMb: status(procStatus, "RssFile"),
    };
    writeFileSync(file, JSON.stringify(report));
  };
  write();
  setInterval(write, 1000).unref();
}
