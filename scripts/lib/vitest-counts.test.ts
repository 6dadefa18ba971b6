import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCounts, readFailures, readFileDurations, summaryLine } from "./vitest-counts.ts";

function report(content: object): string {
  const file = join(mkdtempSync(join(tmpdir(), "keel-vitest-counts-")), "report.json");
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const sample = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: join(process.cwd(), "apps/web/tests/e2e/inbox.e2e.ts"),
      status: "failed",
      startTime: 1_000,
      endTime: 43_500,
      assertionResults: [
        { status: "passed", fullName: "inbox lists messages" },
        {
          status: "failed",
          fullName: "inbox replies to a buyer",
          failureMessages: [
            "\u001b[31mAssertionError: expected 'new' to be 'contacted'\u001b[39m\n    at inbox.e2e.ts:40",
          ],
        },
      ],
    },
    {
      name: join(process.cwd(), "apps/api/src/broken.test.ts"),
      status: "failed",
      startTime: 2_000,
      endTime: 2_250,
      message: "\nSyntaxError: Unexpected token",
      assertionResults: [],
    },
  ],
};

describe("vitest report reading", () => {
  it("counts a file that failed to load as a failure", () => {
    expect(readCounts(report(sample))).toEqual({ passed: 3, failed: 2, skipped: 1 });
  });

  it("names every failed test with the first line of its message, colour codes removed", () => {
    expect(readFailures(report(sample))).toEqual([
      {
        file: "apps/web/tests/e2e/inbox.e2e.ts",
        test: "inbox replies to a buyer",
        message: "AssertionError: expected 'new' to be 'contacted'",
      },
      {
        file: "apps/api/src/broken.test.ts",
        test: "(the file failed to load)",
        message: "SyntaxError: Unexpected token",
      },
    ]);
  });

  it("gives each file's duration, slowest first", () => {
    const passing = {
      ...sample,
      testResults: [
        ...sample.testResults,
        {
          name: join(process.cwd(), "apps/web/tests/e2e/home.e2e.ts"),
          status: "passed",
          assertionResults: [],
        },
      ],
    };
    expect(readFileDurations(report(passing))).toEqual([
      { file: "apps/web/tests/e2e/inbox.e2e.ts", ms: 42_500 },
      { file: "apps/api/src/broken.test.ts", ms: 250 },
    ]);
  });

  it("reads nothing when vitest wrote no report", () => {
    expect(readCounts("/nonexistent/report.json")).toBeUndefined();
    expect(readFailures("/nonexistent/report.json")).toEqual([]);
    expect(readFileDurations("/nonexistent/report.json")).toEqual([]);
  });

  it("writes skipped tests only when there are any", () => {
    expect(summaryLine({ passed: 2, failed: 0, skipped: 0 })).toBe("2 passed, 0 failed");
    expect(summaryLine({ passed: 2, failed: 1, skipped: 3 })).toBe("2 passed, 1 failed, 3 skipped");
  });
});
