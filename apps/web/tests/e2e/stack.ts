/**
 * The product stack of the worker running this file (global-setup.ts starts one per vitest worker): its web
 * and API servers, mailbox and database. Journeys in other workers use their own, so they never meet.
 */
import { inject } from "vitest";
import type { E2eStack } from "./global-setup.ts";

export function stack(): E2eStack {
  const stacks = inject("stacks");
  // 1..maxWorkers while a worker runs a file (vitest's pool id); the first stack otherwise.
  const poolId = Number(process.env.VITEST_POOL_ID ?? "1");
  return stacks[(poolId - 1) % stacks.length]!;
}
