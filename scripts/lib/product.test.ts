import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_DIR, WEB_ENV, WEB_NODE_ARGS } from "./product.ts";

describe("the web server's start", () => {
  it("is the same in apps/web's npm start as in npm start, the cluster test and the benches", () => {
    const { scripts } = JSON.parse(readFileSync(join(WEB_DIR, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(WEB_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe([...env, "node", ...WEB_NODE_ARGS, "server.ts"].join(" "));
  });
});
