import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");
const MESSAGE = "A bare title attribute";

const failing = [
  '<time dateTime="2026-01-01" title={text}>x</time>',
  '<span title="Drag to reorder" />',
  '<div className="a">\n      <abbr title={text}>VAT</abbr>\n    </div>',
  '<button type="button" aria-label={text} title={text + "!"}>x</button>',
];
const passing = [
  "<Card title={text} />",
  '<Problem title={text} icon="x">body</Problem>',
  '<svg aria-hidden="true"><path d="M0 0" /></svg>',
];

const probe = (jsx: string) =>
  `import { Card, Problem } from "./card.tsx";\n\nexport function Probe({ text }: { text: string }) {\n  return (\n    ${jsx}\n  );\n}\n`;

/** Lints files with the repository's configuration and plugins; the diagnostics' text. */
function lint(paths: string[]): string {
  const result = spawnSync(BIOME, ["lint", "--colors=off", "--max-diagnostics=none", ...paths], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return `${result.stdout}${result.stderr}`;
}

describe("lint: no bare title attribute in JSX (biome-plugins/no-bare-title.grit)", () => {
  let dir: string;
  let output: string;
  // Probe files inside the repository, since Biome lints only files of its project.
  beforeAll(() => {
    dir = mkdtempSync(join(import.meta.dirname, "probe-"));
    const files = [...failing, ...passing].map((jsx, index) => {
      const file = join(dir, `probe-${index}.tsx`);
      writeFileSync(file, probe(jsx));
      return relative(ROOT, file);
    });
    output = lint(files);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const reported = (index: number) =>
    output.split("\n").some((line) => line.includes(`probe-${index}.tsx`) && line.includes(" plugin "));

  it.each(failing.map((jsx, index) => [jsx, index] as const))("reports %s", (_jsx, index) => {
    expect(reported(index)).toBe(true);
    expect(output).toContain(MESSAGE);
  });

  it.each(passing.map((jsx, index) => [jsx, failing.length + index] as const))(
    "passes a component's own title prop: %s",
    (_jsx, index) => {
      expect(reported(index)).toBe(false);
    },
  );

  it("holds for the web app as it is", { timeout: 120_000 }, () => {
    expect(lint(["apps/web/app"])).not.toContain(MESSAGE);
  });
});
