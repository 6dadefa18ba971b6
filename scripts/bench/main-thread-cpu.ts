/**
 * The page's main-thread work in a Lighthouse trace, in CPU time rather than wall time.
 *
 * Lighthouse's mobile scores simulate a slow phone by multiplying the durations of the main thread's tasks
 * as they were seen (4x). On a shared machine those durations are mostly waiting for a core: at a load average
 * of 20 a task that computes for 6 ms can last 190 ms. Each trace event also carries its thread time (`tdur`,
 * the CPU the renderer's main thread actually used), which the load barely moves. From it, this gives the
 * CPU before and after the first contentful paint, the tasks that would be long on the simulated phone, and
 * the total blocking time they would add (the part of each task beyond 50 ms after the slowdown): a figure to
 * compare builds on a busy machine, where the score itself cannot be compared.
 */
import type { Trace, TraceEvent } from "lighthouse/types/artifacts.js";

/** Lighthouse's default mobile CPU slowdown, and the length above which a task blocks (both Lighthouse's). */
export const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

/** What the CPU of a task went to: the trace events that make up most of a page load's work. */
const WORK = new Map<string, string>([
  ["ParseHTML", "parse HTML"],
  ["ParseAuthorStyleSheet", "parse CSS"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["PrePaint", "paint"],
  ["Paint", "paint"],
  ["EvaluateScript", "script"],
  ["v8.compileModule", "script"],
  ["v8.evaluateModule", "script"],
  ["FunctionCall", "script"],
  ["RunMicrotasks", "script"],
  ["MinorGC", "garbage collection"],
  ["MajorGC", "garbage collection"],
]);
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

export interface MainThreadCpu {
  /** CPU of the main thread's tasks that started before the first contentful paint, in ms. */
  beforeFcpMs: number;
  /** CPU of the tasks that started from the first contentful paint on, in ms. */
  afterFcpMs: number;
  /** Tasks after the first contentful paint longer than 50 ms once slowed down. */
  longTasks: number;
  /** The total blocking time those tasks would add on the simulated phone, in ms. */
  blockingMs: number;
  /** CPU per kind of work (parse HTML, style, layout, script…) over the whole load, in ms, largest first. */
  byWork: [string, number][];
}

/** A complete event's thread time (its wall time when the trace has none), in ms. */
const threadMs = (event: TraceEvent) => ((event as { tdur?: number }).tdur ?? event.dur) / 1000;

/**
 * The main-thread CPU of the page load a trace recorded, or null when the trace has no navigation. `slowdown`
 * is how much slower the simulated phone is than the trace: 4 for Lighthouse's simulated throttling, 1 when
 * Chrome itself slowed the CPU while recording (its devtools throttling), whose thread times are already slow.
 */
export function mainThreadCpu(trace: Trace, slowdown = CPU_SLOWDOWN): MainThreadCpu | null {
  const events = trace.traceEvents;
  const navigation = events
    .filter(
      (event) =>
        event.name === "navigationStart" && event.args.data?.documentLoaderURL?.startsWith("http") === true,
    )
    .at(-1);
  if (!navigation) return null;
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid)?.ts;
  const onMainThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.ts >= start)
    // An enclosing event before the events it holds.
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let beforeFcpMs = 0;
  let afterFcpMs = 0;
  let longTasks = 0;
  let blockingMs = 0;
  const byWork = new Map<string, number>();
  // Events nest (a function call inside a script's evaluation, a task inside a task): each counts once,
  // as the outermost one.
  let workUntil = 0;
  let taskUntil = 0;
  for (const event of onMainThread) {
    const end = event.ts + event.dur;
    const work = WORK.get(event.name);
    if (work && event.ts >= workUntil) {
      byWork.set(work, (byWork.get(work) ?? 0) + threadMs(event));
      workUntil = end;
    }
    if (!TASKS.has(event.name) || event.ts < taskUntil) continue;
    taskUntil = end;
    const cpu = threadMs(event);
    if (fcp === undefined || event.ts < fcp) {
      beforeFcpMs += cpu;
      continue;
    }
    afterFcpMs += cpu;
    if (cpu * slowdown > BLOCKING_AFTER_MS) {
      longTasks += 1;
      blockingMs += cpu * slowdown - BLOCKING_AFTER_MS;
    }
  }
  return {
    beforeFcpMs,
    afterFcpMs,
    longTasks,
    blockingMs,
    byWork: [...byWork].sort((a, b) => b[1] - a[1]),
  };
}
