/** Test counts and failures from vitest's JSON reporter, summed over the runs of one `npm test`. */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    startTime?: number;
    endTime?: number;
    message?: string;
    assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
  }>;
}

/** One failed test (or a file that failed to load), as the summary names it: CI shows only the log's tail. */
export interface Failure {
  file: string;
  test: string;
  message: string;
}

function readReport(reportFile: string): JsonReport | undefined {
  if (!existsSync(reportFile)) return undefined;
  return JSON.parse(readFileSync(reportFile, "utf8")) as JsonReport;
}

/** The first line of a failure message, without colour codes, cut to one readable line. */
function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? "")
      .replace(/\r/g, "")
      .split("\n")
      .find((text) => text.trim()) ?? "";
  return line.trim().slice(0, 300);
}

export function readFailures(reportFile: string): Failure[] {
  const report = readReport(reportFile);
  if (!report) return [];
  return report.testResults.flatMap((file) => {
    const path = relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && failedTests.length === 0)
      return [{ file: path, test: "(the file failed to load)", message: firstLine(file.message) }];
    return failedTests.map((test) => ({
      file: path,
      test: test.fullName,
      message: firstLine(test.failureMessages?.[0]),
    }));
  });
}

export function readCounts(reportFile: string): Counts | undefined {
  const report = readReport(reportFile);
  if (!report) return undefined;
  // A file that fails to load (syntax error, missing import) has no tests, so it would not count at all:
  // count it as one failure, or a broken file could hide behind a green-looking line.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** How long each test file took (from its start to its end), slowest first: where a run's time goes. */
export function readFileDurations(reportFile: string): Array<{ file: string; ms: number }> {
  const report = readReport(reportFile);
  if (!report) return [];
  return report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ file: relative(process.cwd(), file.name), ms: file.endTime! - file.startTime! }))
    .sort((a, b) => b.ms - a.ms);
}

export function addCounts(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The closing line CI reads: "N passed, N failed", with ", N skipped" only when there are any. */
export function summaryLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}
