/**
 * CPU time and memory of a process, read from the process itself (Linux /proc): steady figures on a machine
 * whose other work makes latencies noisy. CPU time counts every thread of the process (workers, GC, I/O).
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU fields: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

export interface ProcessStats {
  /** User + system CPU time since the process started, in milliseconds. */
  cpuMs: number;
  /** Resident set size, in MiB. */
  rssMb: number;
}

export function processStats(pid: number): ProcessStats {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND, rssMb: rssKb / 1024 };
}
