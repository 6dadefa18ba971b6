/**
 * What a page shows of the listings, collected while it renders (docs/decisions/044-search-memory-and-page-
 * cache.md): every API answer a render reads says what it shows (X-Keel-Shows), and the page cache keeps the
 * union beside the page, to drop it when one of those boats or teams changes. An answer that says nothing
 * counts as showing every listing, so a page is never kept past a change it cannot name.
 *
 * The collector follows the render through its promises (AsyncLocalStorage), streamed parts included. The web
 * server and the server build are separate bundles, each with its own copy of this module; the storage lives
 * on a process-wide symbol so both reach the same one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { parseShown, type Shown } from "@keel/contracts/page-shows";

const KEY = Symbol.for("keel.page-dependencies");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<Shown> | undefined>;
globals[KEY] ??= new AsyncLocalStorage<Shown>();
const storage: AsyncLocalStorage<Shown> = globals[KEY];

/**
 * Runs a render with a collector; `shows()` reads what it has shown so far (call it once the body has been
 * read, so that streamed parts have counted).
 */
export function collectPageDependencies<T>(render: () => T): { result: T; shows: () => Shown } {
  const shown: Shown = { boats: [], teams: [], listings: false };
  const result = storage.run(shown, render);
  return {
    result,
    shows: () => ({
      boats: [...new Set(shown.boats)],
      teams: [...new Set(shown.teams)],
      listings: shown.listings,
      ...(shown.until === undefined ? {} : { until: shown.until }),
    }),
  };
}

/** Notes what an API answer read by the current render shows (its X-Keel-Shows header, or null). */
export function recordShown(header: string | null): void {
  const shown = storage.getStore();
  if (!shown) return;
  const answer = parseShown(header);
  shown.boats.push(...answer.boats);
  shown.teams.push(...answer.teams);
  if (answer.listings) shown.listings = true;
  // The page holds until the first of its answers changes with time (a price reduction ageing out).
  if (answer.until !== undefined) shown.until = Math.min(shown.until ?? answer.until, answer.until);
}
