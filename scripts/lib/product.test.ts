import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_NODE_ARGS, apiProcessEnv, WEB_DIR, WEB_ENV, WEB_NODE_ARGS } from "./product.ts";
import { ROOT } from "./steps.ts";

describe("the web server's start", () => {
  it("is the same in apps/web's npm start as in npm start, the cluster test and the benches", () => {
    const { scripts } = JSON.parse(readFileSync(join(WEB_DIR, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(WEB_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe([...env, "node", ...WEB_NODE_ARGS, "server.ts"].join(" "));
  });
});

describe("the API's start", () => {
  it("gets in apps/api's npm start the flags and environment npm start, the cluster test and the benches give it", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "apps/api/package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const start = scripts.start ?? "";
    const command = [" node", ...API_NODE_ARGS, "src/server.ts"].join(" ");
    expect(start.endsWith(command)).toBe(true);
    // The script's variables as the shell npm runs it with sets them, beside what apiProcessEnv sets.
    const started = (env: NodeJS.ProcessEnv) => {
      const script = `${start.slice(0, -command.length)} "${process.execPath}" -p "JSON.stringify(process.env)"`;
      return JSON.parse(execFileSync("sh", ["-c", script], { env, encoding: "utf8" })) as NodeJS.ProcessEnv;
    };
    const base = { PATH: process.env.PATH, TMPDIR: tmpdir() };
    const added = Object.keys(apiProcessEnv({})).sort();
    expect(added).toEqual(["NODE_COMPILE_CACHE"]);
    for (const env of [base, { ...base, NODE_COMPILE_CACHE: "/srv/keel/compile-cache" }]) {
      const shell = started(env);
      const expected = apiProcessEnv(env);
      for (const name of added) expect(shell[name]).toBe(expected[name]);
    }
  });
});
