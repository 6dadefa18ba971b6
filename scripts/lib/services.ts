/**
 * Child processes for the servers (API, web, PostgreSQL): started with their output either shown or kept in a
 * log file, stopped politely and then firmly, and reported when they die on their own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";

export interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where stdout and stderr go: the terminal (prefixed lines) or a log file. */
  output: "inherit" | { logFile: string };
  uid?: number;
  gid?: number;
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** Set once the process has exited: how it ended. */
  exitReason(): string | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** `signal` (SIGTERM by default), then SIGKILL after `graceMs`. Resolves when the process is gone. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
  /** The last lines of the log file (for error messages), or "" when output goes to the terminal. */
  logTail(lines?: number): string;
}

function prefixLines(name: string, target: NodeJS.WriteStream) {
  let pending = "";
  return (chunk: Buffer) => {
    const text = pending + chunk.toString();
    const lines = text.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  };
}

export function startService(options: ServiceOptions): Service {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    uid: options.uid,
    gid: options.gid,
  });
  const { output } = options;
  if (output === "inherit") {
    child.stdout?.on("data", prefixLines(options.name, process.stdout));
    child.stderr?.on("data", prefixLines(options.name, process.stderr));
  } else {
    const log = createWriteStream(output.logFile, { flags: "a" });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }

  let reason: string | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("error", (error) => {
      reason = `could not start ${options.command}: ${error.message}`;
      resolve({ code: null, signal: null });
    });
    child.once("exit", (code, signal) => {
      reason ??= signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve({ code, signal });
    });
  });

  return {
    name: options.name,
    child,
    exitReason: () => reason,
    exited,
    async stop({ signal = "SIGTERM", graceMs = 5_000 } = {}) {
      if (reason) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
    logTail(lines = 40) {
      if (output === "inherit") return "";
      try {
        return readFileSync(output.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
  };
}

/** Resolves with the first service that exits, for "exit if either dies". */
export async function firstExit(services: Service[]): Promise<Service> {
  return Promise.race(services.map((service) => service.exited.then(() => service)));
}
