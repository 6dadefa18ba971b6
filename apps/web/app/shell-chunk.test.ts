/**
 * What every public page's first view loads (docs/decisions/022-client-js-budget.md): vite.config.ts's shell
 * chunk takes every module that the root route and the public layout import, statically and recursively. Code
 * that only the pages showing boats run must not be reachable that way, or it lands in every page's shell: the
 * heart and the compare button (through their features' entries), `ApproxPrice`, and the boat page's deferred
 * contact form helpers (lib/deferred-module.ts). A graph of the static imports, read from the sources.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";

const APP_DIR = import.meta.dirname;

/** Static imports and re-exports of a module's source (not `import type`, not `import()`). */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const [statement, specifier] of source.matchAll(
    /(?:^|\n)\s*(?:import|export)\b(?!\s+type\b)[^;]*?\bfrom\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']/g,
  )) {
    const path = specifier ?? statement.match(/["']([^"']+)["']/)?.[1];
    if (path) found.push(path);
  }
  return found;
}

/** The app's modules (paths relative to app/) reachable from `entries` through static imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    for (const specifier of staticImports(readFileSync(join(APP_DIR, module), "utf8"))) {
      const bare = specifier.split("?")[0]!;
      let path: string | undefined;
      if (bare.startsWith("#app/")) path = bare.slice("#app/".length);
      else if (bare.startsWith("./") || bare.startsWith("../"))
        path = posix.join(posix.dirname(module), bare);
      if (path && /\.tsx?$/.test(path) && existsSync(join(APP_DIR, path))) queue.push(path);
    }
  }
  return seen;
}

describe("the shell chunk's modules", () => {
  const shell = reachable(["root.tsx", "shell/routes/public-layout.tsx"]);

  it("are the root route's and the public layout's, header and footer included", () => {
    expect(shell).toContain("shell/site-header.tsx");
    expect(shell).toContain("shell/site-footer.tsx");
    expect(shell).toContain("lib/static-part.tsx");
    expect(shell).toContain("features/favourites/components/favourites-context.tsx");
  });

  it("leave out what only the pages showing boats run", () => {
    for (const module of [
      "features/favourites/components/favourite-button.tsx",
      "features/compare/components/compare-button.tsx",
      "ui/approx-price.tsx",
      "lib/deferred-module.ts",
    ])
      expect(shell, module).not.toContain(module);
  });

  it("reads static imports and re-exports, not type imports or import()", () => {
    const source = [
      'import { a } from "#app/lib/a.ts";',
      'import {\n  b,\n  c,\n} from "./b.ts";',
      'export { d } from "./d.ts";',
      'import type { E } from "./e.ts";',
      'import "./f.css";',
      'const g = () => import("./g.ts");',
    ].join("\n");
    expect(staticImports(source)).toEqual(["#app/lib/a.ts", "./b.ts", "./d.ts", "./f.css"]);
  });
});
