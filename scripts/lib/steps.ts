/** Running commands as named, timed steps with plain headings, for scripts/test.ts. */
import { spawn } from "node:child_process";
import { delimiter, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";

export const ROOT = resolve(import.meta.dirname, "../..");

export class StepFailure extends Error {}

export interface StepResult {
  name: string;
  ms: number;
  ok: boolean;
}

/** The repo's own tools first (biome, tsc, vitest, and Node 24 itself), whoever started this script. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const bin = join(ROOT, "node_modules", ".bin");
  return { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, ...extra };
}

/** Runs a command with the terminal as its output; throws StepFailure when it exits non-zero. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = toolEnv()): Promise<void> {
  console.info(`$ ${[command, ...args].join(" ")}`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", (error) => reject(new StepFailure(`could not start ${command}: ${error.message}`)));
    child.once("exit", (code, signal) => {
      if (code === 0) resolvePromise();
      else
        reject(
          new StepFailure(
            `${command} ${args[0] ?? ""} ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`,
          ),
        );
    });
  });
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export async function runStep(
  index: number,
  total: number,
  name: string,
  body: () => Promise<void>,
): Promise<StepResult> {
  console.info(`\n==== [${index}/${total}] ${name} ====`);
  const started = performance.now();
  try {
    await body();
    const ms = performance.now() - started;
    console.info(`---- ${name}: ok (${seconds(ms)})`);
    return { name, ms, ok: true };
  } catch (error) {
    const ms = performance.now() - started;
    console.error(`---- ${name}: FAILED (${seconds(ms)}): ${(error as Error).message}`);
    if (!(error instanceof StepFailure)) console.error(error);
    return { name, ms, ok: false };
  }
}
