/**
 * Watching a confirmation dialog that must stay open (after a refused submission, its answer, the toast and
 * any revalidation it sets off): a closing, or a remount that a person would see as a flicker and lose
 * what they typed to, is caught whenever it happens, not only at the moment the test looks.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

interface DialogWatch {
  dialog: Element | null;
  problem: string | null;
}

declare global {
  interface Window {
    __keelDialogWatch?: DialogWatch;
  }
}

/** Starts watching the open alert dialog: every DOM change checks it is still the same one, still open. */
export async function watchOpenDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch: DialogWatch = {
      dialog: document.querySelector('[role="alertdialog"][data-state="open"]'),
      problem: null,
    };
    if (!watch.dialog) throw new Error("no open dialog to watch");
    window.__keelDialogWatch = watch;
    new MutationObserver((_records, observer) => {
      const current = document.querySelector('[role="alertdialog"]');
      if (current?.getAttribute("data-state") !== "open") watch.problem = "closed";
      else if (current !== watch.dialog) watch.problem = "remounted";
      if (watch.problem) observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Waits for the network to be idle, then checks the watched dialog frame by frame for `settleMs` more:
 * it must never have closed or been remounted since `watchOpenDialog`.
 */
export async function expectDialogStayedOpen(page: Page, settleMs = 2_000): Promise<void> {
  await page.waitForLoadState("networkidle");
  const problem = await page.evaluate(
    (ms) =>
      new Promise<string | null>((resolve) => {
        const watch = window.__keelDialogWatch;
        if (!watch) throw new Error("watchOpenDialog was not called");
        const end = performance.now() + ms;
        const check = () => {
          const current = document.querySelector('[role="alertdialog"]');
          if (!watch.problem && current !== watch.dialog) watch.problem = "remounted or closed";
          if (watch.problem || performance.now() >= end) resolve(watch.problem);
          else requestAnimationFrame(check);
        };
        check();
      }),
    settleMs,
  );
  expect(problem, "the confirmation dialog stayed open").toBeNull();
}
