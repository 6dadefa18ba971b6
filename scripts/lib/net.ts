/** Loopback networking helpers shared by the start script, the test script and the e2e harness. */
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A port that was free a moment ago on `host` (the OS picks it; the caller binds it right after). */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not read the port the OS picked"));
      });
    });
  });
}

export interface WaitOptions {
  timeoutMs: number;
  /** Checked between attempts: a service that died should fail the wait at once, not at the timeout. */
  abortIf?: () => string | undefined;
}

/** Polls `url` until it answers 2xx; throws with the last error when the time is up. */
export async function waitForHttpOk(url: string, { timeoutMs, abortIf }: WaitOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer yet";
  while (Date.now() < deadline) {
    const reason = abortIf?.();
    if (reason) throw new Error(`${url} will not come up: ${reason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs} ms (last: ${lastError})`);
}
