/**
 * Debian's Chromium driven by playwright-core (a test tool's own browser download cannot work on these
 * machines). One browser per test file, a fresh context (cookies, storage) per test, a screenshot of the page
 * in the logs dir when a test fails.
 */
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** As root in a container, without GPU; background networking off because the network is closed here. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseUrl: string;
  /** Absolute URL of a path on the site under test. */
  url(path: string): string;
}

/**
 * Registers the hooks of a file's browser and returns live accessors. Contexts default to en-US, a light OS
 * and a desktop viewport; `contextOptions` change that for a whole file.
 */
export function setUpBrowser(contextOptions: BrowserContextOptions = {}): BrowserSession {
  const baseUrl = inject("baseUrl");
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: baseUrl,
      locale: "en-US",
      colorScheme: "light",
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    page = await context.newPage();
  });
  afterEach(async (test) => {
    // Here, not in onTestFailed: those callbacks run after this hook, when the page is already closed.
    const result = test.task.result;
    if (result?.state === "fail" || result?.errors?.length) {
      const name = test.task.name.replace(/[^\w-]+/g, "_").slice(0, 80);
      await page
        ?.screenshot({ path: join(inject("logsDir"), `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await context?.close();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  return {
    get browser() {
      return required(browser, "browser");
    },
    get context() {
      return required(context, "context");
    },
    get page() {
      return required(page, "page");
    },
    baseUrl,
    url: (path: string) => new URL(path, baseUrl).toString(),
  };
}

/**
 * Waits until React has hydrated `locator`'s element (React puts its props on hydrated DOM nodes). Typing into
 * server-rendered fields before that can be undone by hydration, which no person is fast enough to hit.
 */
export async function waitForHydration(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ timeout });
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
      {
        timeout,
        message: "the page never hydrated",
      },
    )
    .toBe(true);
}

/** The path (with query) the page is on, for assertions independent of host and port. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (with query) satisfies `matches`; navigation is asynchronous. */
export async function waitForPath(page: Page, matches: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) => {
      const path = url.pathname + url.search;
      return typeof matches === "string" ? path === matches : matches.test(path);
    },
    { timeout },
  );
}
