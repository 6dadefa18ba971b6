/** Test counts from vitest's JSON reporter, summed over the runs of one `npm test`. */
import { existsSync, readFileSync } from "node:fs";

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
  testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
}

export function readCounts(reportFile: string): Counts | undefined {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as JsonReport;
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

export function addCounts(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The closing line CI reads: "N passed, N failed", with ", N skipped" only when there are any. */
export function summaryLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}
