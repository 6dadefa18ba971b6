/**
 * `npm run worker` as a real child process on the test's database, for tests about several processes sharing
 * the job queue and about a worker killed mid-job. The child is the production entry point (src/worker.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { getTestDatabaseInfo } from "./harness.ts";

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the worker wrote to stderr and stdout (its logs), for failure messages. */
  output(): string;
  /** SIGKILL: the process dies at once, whatever it was doing, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: finishes its jobs in progress, then exits. */
  stop(): Promise<void>;
}

export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const { url, dataDir } = await getTestDatabaseInfo();
  const child = spawn(process.execPath, [join(import.meta.dirname, "../worker.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEARCH_WORKERS: "0",
      JOB_WORKERS: "1",
      PUBLIC_APP_URL: "https://keel.example",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
