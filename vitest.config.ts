import { defineConfig } from "vitest/config";

// One runner, five tiers (the scripts tier tests the tooling itself) (docs/decisions/004-testing.md):
// contracts and web units run in parallel; API integration tests get a fresh database per worker;
// e2e drives Debian's Chromium against the production build and runs on its own (npm test orders them).
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's 2-core machines, which
    // left a core idle through the unit and API steps. Test files are independent (a database per file).
    maxWorkers: 2,
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          // The schema is migrated once per run into a template that each test file's database copies.
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          setupFiles: ["apps/api/src/test/setup-database.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "e2e",
          include: ["apps/web/tests/e2e/**/*.e2e.ts"],
          globalSetup: ["apps/web/tests/e2e/global-setup.ts"],
          // Two journey files at a time, each worker on its own product stack (global-setup.ts); the
          // harness's modules (playwright, axe) are loaded once per worker, not once per file
          // (docs/decisions/040-faster-test-run.md).
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll's default second is one slow page read on a loaded 2-core machine: wait up to ten.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
