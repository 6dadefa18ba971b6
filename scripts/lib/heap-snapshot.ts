/**
 * A process's live heap, read from heap snapshots (the process started with `--heapsnapshot-signal=SIGUSR2`):
 * V8 collects all garbage before it writes one, so two snapshots taken some work apart compare what the work
 * left alive, which RSS cannot tell (it also holds garbage not yet collected and pages the allocator keeps).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

export interface HeapSummary {
  /** Sum of every object's own size, in MiB. */
  liveMb: number;
  /** Own size in bytes and object count by constructor or type name ("(string)", "Object", "Map"…). */
  byName: Map<string, { bytes: number; count: number }>;
}

/** Asks the process for a snapshot and waits until its file is whole; returns its path. */
export async function takeHeapSnapshot(pid: number, dir: string, timeoutMs = 120_000): Promise<string> {
  const known = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  const started = Date.now();
  let lastSize = -1;
  while (Date.now() - started < timeoutMs) {
    await delay(500);
    const file = readdirSync(dir).find((name) => name.endsWith(".heapsnapshot") && !known.has(name));
    if (!file) continue;
    const path = join(dir, file);
    const size = statSync(path).size;
    // Written in one go by the process's main thread: whole once its size holds and it ends its JSON.
    if (size > 0 && size === lastSize && readFileSync(path, "latin1").trimEnd().endsWith("}")) return path;
    lastSize = size;
  }
  throw new Error(`no heap snapshot from process ${pid} within ${timeoutMs / 1000} s`);
}

interface SnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

export function summarizeHeapSnapshot(path: string): HeapSummary {
  const json = JSON.parse(readFileSync(path, "utf8")) as SnapshotJson;
  const fields = json.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = json.snapshot.meta.node_types[0];
  const byName = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < json.nodes.length; i += width) {
    const bytes = json.nodes[i + sizeAt]!;
    const type = types[json.nodes[i + typeAt]!]!;
    const name =
      type === "object" || type === "closure" ? json.strings[json.nodes[i + nameAt]!]! : `(${type})`;
    const entry = byName.get(name) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count += 1;
    byName.set(name, entry);
    total += bytes;
  }
  return { liveMb: total / 2 ** 20, byName };
}

/** The names whose live size grew the most from one summary to the next, largest first. */
export function heapGrowth(
  before: HeapSummary,
  after: HeapSummary,
  most = 8,
): { name: string; bytes: number; count: number }[] {
  return [...after.byName]
    .map(([name, entry]) => {
      const old = before.byName.get(name) ?? { bytes: 0, count: 0 };
      return { name, bytes: entry.bytes - old.bytes, count: entry.count - old.count };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, most);
}
