/**
 * Reads what scripts/bench/memory-report.ts writes from inside the web server: where its memory is, in MiB.
 */
import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

export interface MemoryReport {
  rssMb: number;
  /** V8's heap as reserved: the young generation, the old one (live objects and garbage not yet collected)… */
  heapTotalMb: number;
  heapUsedMb: number;
  /** The young generation's semi-spaces: sized by V8 to the allocation rate, up to --max-semi-space-size. */
  newSpaceMb: number;
  oldSpaceMb: number;
  codeSpaceMb: number;
  /** Buffers and other memory held outside the heap by JS objects (compressed pages, sockets' buffers). */
  externalMb: number;
  /** The part of `externalMb` in ArrayBuffers and Buffers (pages and chunks in flight). */
  arrayBuffersMb: number;
  /** RSS in anonymous memory (V8's heap, malloc's arenas: what can grow) and in mapped files (the binary, ICU). */
  rssAnonMb: number;
  rssFileMb: number;
}

/** The latest report, taken after `afterMs` so that it describes the process as it is now (one per second). */
export async function readMemoryReport(file: string, afterMs = 1200): Promise<MemoryReport | null> {
  await delay(afterMs);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as MemoryReport;
  } catch {
    return null;
  }
}

/** "RSS 412 MB = V8 heap 260 (young 32, old 210, code 9) + outside the heap 152 (external 20, of which array buffers 12); RSS anonymous 380, files 32" */
export function describeMemory(report: MemoryReport): string {
  const f = (mb: number) => mb.toFixed(0);
  return (
    `RSS ${f(report.rssMb)} MB = V8 heap ${f(report.heapTotalMb)} (young ${f(report.newSpaceMb)}, ` +
    `old ${f(report.oldSpaceMb)}, code ${f(report.codeSpaceMb)}) + outside the heap ` +
    `${f(report.rssMb - report.heapTotalMb)} (external ${f(report.externalMb)}, of which array buffers ${f(report.arrayBuffersMb ?? 0)}); ` +
    `RSS anonymous ${f(report.rssAnonMb ?? 0)}, files ${f(report.rssFileMb ?? 0)}`
  );
}
