import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import * as standIn from "./no-router-instrumentation.ts";

const require = createRequire(import.meta.url);
const routerDir = join(dirname(require.resolve("react-router/package.json")), "dist", "production", "lib");
const read = (path: string) => readFileSync(join(routerDir, path), "utf8");

/** The names `file` imports from its sibling `./instrumentation.js`. */
function importedNames(source: string): string[] {
  const match = /import \{([^}]*)\} from "\.\/instrumentation\.js"/.exec(source);
  return match ? match[1]!.split(",").map((name) => name.trim()) : [];
}

describe("the browser build's stand-in for React Router's instrumentation", () => {
  it("exports every name the client router imports from the real module", () => {
    const names = importedNames(read("router/router.js"));
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(standIn).sort()).toEqual([...names].sort());
  });

  it("is reached only through router.js among the modules a browser build bundles", () => {
    // The server runtime imports the real module too, but the plugin only swaps router.js's import in the
    // client build; any other browser module importing it would keep the real code and this test says so.
    const browserModules = ["dom-export/hydrated-router.js", "components.js", "dom/lib.js", "hooks.js"];
    for (const file of browserModules) expect(read(file)).not.toContain("instrumentation.js");
  });

  it("calls into the module only when the router was given instrumentations", () => {
    const router = read("router/router.js");
    for (const name of ["getRouteInstrumentationUpdates", "instrumentClientSideRouter"]) {
      const calls = router.split("\n").filter((line) => line.includes(`${name}(`));
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call).toMatch(/instrumentations/);
    }
  });

  it("refuses instrumentations by name, and has no receivers to hand out", () => {
    expect(() => standIn.instrumentClientSideRouter()).toThrow(/left out of the browser build/);
    expect(() => standIn.getRouteInstrumentationUpdates()).toThrow(/left out of the browser build/);
    expect(standIn.consumeInstrumentationClientResultMetaReceiver({})).toBeUndefined();
  });
});
