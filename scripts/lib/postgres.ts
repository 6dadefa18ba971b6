/**
 * A throwaway PostgreSQL cluster for the test run: initdb in a temp dir, the server on 127.0.0.1 on a free
 * port, durability off (fsync, full page writes: nothing here must survive a crash), removed when stopped.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` system user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./net.ts";
import { type Service, startService } from "./services.ts";

export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database; tests create their own databases beside it. */
  url: string;
  stop(): Promise<void>;
  /** Synchronous last resort for process exit paths where nothing async runs any more. */
  kill(): void;
}

function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      'PostgreSQL cannot run as root and there is no "postgres" user (apt-get install postgresql creates it).',
    );
  }
}

async function waitForConnection(url: string, server: Service, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      const died = server.exitReason();
      if (died || Date.now() > deadline) {
        throw new Error(
          `PostgreSQL did not start (${died ?? (error as Error).message}):\n${server.logTail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const owner = runAs();
  const root = mkdtempSync(join(tmpdir(), "keel-pg-"));
  const dataDir = join(root, "data");
  if (owner.uid !== undefined) chownSync(root, owner.uid, owner.gid!);
  const cleanup = () => rmSync(root, { recursive: true, force: true });

  const initdb = spawnSync(
    join(binDir, "initdb"),
    // Bytewise collation (fast, stable sorts) with Unicode character classes, as a production server set up
    // from the README: lower() and the full-text parser then know that "É" is the capital of "é".
    [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--lc-collate=C",
      "--lc-ctype=C.UTF-8",
      "--lc-messages=C",
      "--no-sync",
    ],
    { cwd: root, encoding: "utf8", ...owner },
  );
  if (initdb.status !== 0) {
    cleanup();
    throw new Error(`initdb failed (exit ${initdb.status}):\n${initdb.stderr || initdb.error?.message}`);
  }

  const port = await freePort();
  const settings = ["fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=100"];
  const server = startService({
    name: "postgres",
    command: join(binDir, "postgres"),
    // -k: the Unix socket goes in our temp dir, not /var/run/postgresql, which may not exist or be ours.
    args: [
      "-D",
      dataDir,
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-k",
      root,
      ...settings.flatMap((s) => ["-c", s]),
    ],
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LANG: "C" },
    output: { logFile: join(root, "postgres.log") },
    ...owner,
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: it does not wait for clients to disconnect.
    await server.stop({ signal: "SIGINT" });
    cleanup();
  };
  try {
    await waitForConnection(url, server, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    kill() {
      server.child.kill("SIGQUIT");
      cleanup();
    },
  };
}
