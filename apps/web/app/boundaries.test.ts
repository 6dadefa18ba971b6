/**
 * The web app's one-way imports (docs/decisions/037-web-app-by-feature.md), checked over every module of
 * app/: a feature reaches another feature only through its public entry (index.ts, or index.server.ts for
 * server-only code); ui/ and lib/ never import a feature or the shell; nothing climbs out of its folder with
 * "../" (the `#app/*` alias says where a module lives instead). routes.ts and the root modules compose
 * everything and are exempt. The rules are pure functions, tested here on made-up edges as well, so this
 * file fails both when the app breaks a rule and when a rule stops catching what it should.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP_DIR = import.meta.dirname;

/** Where a module sits: "features/<name>", "ui", "lib", "shell", or "root" (routes.ts, root.tsx, entries). */
export function areaOf(path: string): string {
  const [first, second] = path.split("/");
  if (first === "features" && second) return `features/${second}`;
  if (path.includes("/")) return first ?? "root";
  return "root";
}

const PUBLIC_ENTRIES = new Set(["index.ts", "index.server.ts"]);

/** Why an import from `from` to `to` (both relative to app/) breaks a rule, or undefined when it keeps them. */
export function breach(from: string, to: string): string | undefined {
  const source = areaOf(from);
  const target = areaOf(to);
  if (source === target || source === "root") return undefined;
  if ((source === "ui" || source === "lib") && (target.startsWith("features/") || target === "shell"))
    return `${source}/ must not import ${target}`;
  if (target.startsWith("features/")) {
    const entry = to.slice(target.length + 1);
    if (!PUBLIC_ENTRIES.has(entry))
      return `${target} is reached only through its index.ts or index.server.ts`;
  }
  return undefined;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)["']([^"']+)["']/g;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of app/ as [importer, imported] paths relative to app/, plus the specifiers that climb. */
function importGraph() {
  const edges: [string, string][] = [];
  const climbs: string[] = [];
  for (const file of modules(APP_DIR)) {
    const from = relative(APP_DIR, file).split("\\").join("/");
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (!specifier) continue;
      // Modules outside app/ (the build scripts a test checks against) are reached by their path.
      const outside = posix.join(posix.dirname(from), specifier).startsWith("../");
      if (specifier.startsWith("../") && !outside) climbs.push(`${from}: ${specifier}`);
      const path = specifier.split("?")[0] ?? specifier;
      if (path.startsWith("#app/")) edges.push([from, path.slice("#app/".length)]);
      else if (path.startsWith("./")) edges.push([from, posix.join(posix.dirname(from), path)]);
    }
  }
  return { edges, climbs };
}

describe("import boundaries of the web app", () => {
  it("keeps features apart, and ui/ and lib/ free of features", () => {
    const { edges } = importGraph();
    expect(edges.length).toBeGreaterThan(1000);
    const breaches = edges.flatMap(([from, to]) => {
      const why = breach(from, to);
      return why ? [`${from} -> ${to}: ${why}`] : [];
    });
    expect(breaches).toEqual([]);
  });

  it("uses #app/* rather than climbing folders with ../", () => {
    expect(importGraph().climbs).toEqual([]);
  });

  it("names a breach for each rule", () => {
    expect(breach("ui/button.tsx", "features/boats/index.ts")).toMatch(/ui\/ must not import/);
    expect(breach("lib/format.ts", "shell/site-header.tsx")).toMatch(/lib\/ must not import shell/);
    expect(breach("features/messages/routes/messages.tsx", "features/teams/components/no-team.tsx")).toMatch(
      /index\.ts/,
    );
    expect(breach("shell/site-footer.tsx", "features/pages/components/footer-links.tsx")).toMatch(/index/);
  });

  it("lets through what the rules allow", () => {
    expect(breach("features/messages/routes/messages.tsx", "features/teams/index.ts")).toBeUndefined();
    expect(
      breach("features/statistics/routes/home.tsx", "features/messages/index.server.ts"),
    ).toBeUndefined();
    expect(breach("features/admin/boats/routes/boat.tsx", "features/admin/components/x.tsx")).toBeUndefined();
    expect(breach("features/boats/routes/editor.tsx", "ui/form/field.tsx")).toBeUndefined();
    expect(breach("routes.ts", "features/boats/routes/route-entries.ts")).toBeUndefined();
    expect(breach("ui/form/form-errors.ts", "lib/i18n.ts")).toBeUndefined();
  });
});
