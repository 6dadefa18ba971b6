/**
 * Queries live in repositories (docs/decisions/038-api-boundaries-and-names.md): a service, a route file or any
 * other module file that builds or runs a query itself fails here, with its file and line. Repositories
 * (`*.repository.ts`), the database layer (`db/`: dialects, migrations, seed), the test kits and `lib/word-match.ts` (where-clause
 * fragments for repositories) are the only places that may. Tests may query to check what was stored.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

/** Building or running a query: Kysely's statement starters, raw `sql`, or importing `sql` from kysely. */
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\(|\bsql(<[^>]*>)?`|import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*"kysely"/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(SRC, path)] : [];
  });
}

const mayQuery = (file: string) =>
  file.endsWith(".repository.ts") ||
  file.endsWith(".test.ts") ||
  file.startsWith("db/") ||
  file.startsWith("test/") ||
  file.endsWith("-test-kit.ts") ||
  file === "lib/word-match.ts";

/** `file:line` of every query written outside the places that may hold one. */
function queriesOutsideRepositories(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC).filter((f) => !mayQuery(f))) {
    const lines = readFileSync(join(SRC, file), "utf8").split("\n");
    const hits = lines.flatMap((line, index) => (QUERY.test(line) ? [`${file}:${index + 1}`] : []));
    if (hits.length) found.set(file, hits);
  }
  return found;
}

describe("the repository boundary", () => {
  it("recognises a query wherever it is written", () => {
    expect(QUERY.test('    .selectFrom("boats")')).toBe(true);
    expect(QUERY.test("await trx.deleteFrom('messages')")).toBe(true);
    expect(QUERY.test("sql<number>`count(*)`")).toBe(true);
    expect(QUERY.test('import { type Kysely, sql } from "kysely";')).toBe(true);
    expect(QUERY.test('import type { Kysely } from "kysely";')).toBe(false);
    expect(QUERY.test("const selected = selectFromList(items);")).toBe(false);
  });

  it("keeps every query in a repository", () => {
    const unexpected = [...queriesOutsideRepositories()].flatMap(([, hits]) => hits);
    expect(unexpected, "move these queries into the module's repository").toEqual([]);
  });
});
