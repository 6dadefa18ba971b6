import type { Trace, TraceEvent } from "lighthouse/types/artifacts.js";
import { describe, expect, it } from "vitest";
import { mainThreadCpu } from "./main-thread-cpu.ts";

const PID = 7;
const MAIN = 1;
/** A complete event on the page's main thread: times in ms from the navigation, CPU `cpu` of its `wall`. */
function complete(name: string, at: number, wall: number, cpu: number, tid = MAIN): TraceEvent {
  return {
    name,
    cat: "devtools.timeline",
    ph: "X",
    pid: PID,
    tid,
    ts: 1_000_000 + at * 1000,
    dur: wall * 1000,
    tdur: cpu * 1000,
    args: {},
  } as TraceEvent;
}
function instant(name: string, at: number, data: Record<string, unknown> = {}): TraceEvent {
  return {
    name,
    cat: "blink",
    ph: "I",
    pid: PID,
    tid: MAIN,
    ts: 1_000_000 + at * 1000,
    args: { data },
  } as TraceEvent;
}
const navigation = instant("navigationStart", 0, { documentLoaderURL: "http://127.0.0.1/boats" });

describe("mainThreadCpu", () => {
  it("counts each task's CPU, not its wall time, before and after the first contentful paint", () => {
    const trace: Trace = {
      traceEvents: [
        navigation,
        // Before the paint: parsing and a layout, slowed by a busy machine (wall time far above CPU).
        complete("RunTask", 10, 120, 6),
        complete("ParseHTML", 10, 119, 5.5),
        complete("RunTask", 200, 90, 20),
        complete("Layout", 201, 80, 18),
        instant("firstContentfulPaint", 300),
        // After it: a 40 ms script task (160 ms on the simulated phone: 110 ms blocking), a short one, and a
        // task made long only by waiting for a core (190 ms wall, 6 ms CPU), which does not block.
        complete("RunTask", 400, 60, 40),
        complete("FunctionCall", 400, 59, 39),
        complete("RunTask", 500, 8, 8),
        complete("RunTask", 600, 190, 6),
        // Another thread's work is not the page's main thread's.
        complete("RunTask", 700, 500, 500, 2),
      ],
    };
    const cpu = mainThreadCpu(trace)!;
    expect(cpu.beforeFcpMs).toBe(26);
    expect(cpu.afterFcpMs).toBe(54);
    expect(cpu.longTasks).toBe(1);
    expect(cpu.blockingMs).toBe(110);
    expect(Object.fromEntries(cpu.byWork)).toEqual({ "parse HTML": 5.5, layout: 18, script: 39 });
  });

  it("counts nested events once, as the outermost", () => {
    const trace: Trace = {
      traceEvents: [
        navigation,
        instant("firstContentfulPaint", 1),
        complete("ThreadControllerImpl::RunTask", 10, 30, 30),
        complete("RunTask", 10, 29, 29),
        complete("EvaluateScript", 11, 20, 20),
        complete("FunctionCall", 12, 15, 15),
        complete("RunMicrotasks", 32, 5, 5),
      ],
    };
    const cpu = mainThreadCpu(trace)!;
    expect(cpu.afterFcpMs).toBe(30);
    expect(cpu.longTasks).toBe(1);
    expect(cpu.blockingMs).toBe(70);
    expect(cpu.byWork).toEqual([["script", 25]]);
  });

  it("takes a trace recorded with Chrome's own CPU slowdown as it is", () => {
    const trace: Trace = {
      traceEvents: [navigation, instant("firstContentfulPaint", 1), complete("RunTask", 10, 80, 80)],
    };
    expect(mainThreadCpu(trace, 1)).toMatchObject({ longTasks: 1, blockingMs: 30 });
    expect(mainThreadCpu(trace)).toMatchObject({ longTasks: 1, blockingMs: 270 });
  });

  it("knows no page load in a trace without a navigation", () => {
    expect(mainThreadCpu({ traceEvents: [complete("RunTask", 0, 10, 10)] })).toBeNull();
  });
});
