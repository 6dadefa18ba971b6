/**
 * Debian's Chromium driven by playwright-core (a test tool's own browser download cannot work on these
 * machines). One browser for the run (global-setup.ts), one connection to it per test file, a fresh context
 * (cookies, storage) per test, a screenshot of the page
 * in the logs dir when a test fails. Every journey fails on a console error, an uncaught page error or a
 * hydration warning in any of its pages (a test that provokes one on purpose declares it with
 * `session.allowConsoleErrors`).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { stack } from "./stack.ts";

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseUrl: string;
  /** Absolute URL of a path on the site under test. */
  url(path: string): string;
  /** Lets the current test pass with console errors matching `pattern` (an error it provokes on purpose). */
  allowConsoleErrors(pattern: RegExp): void;
}

const HYDRATION_WARNING = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;

/**
 * Watches a page (and the pages it opens) for console errors, hydration warnings and uncaught errors. A
 * document that answers an error status on purpose (the 404 page), or a route's data request answering 4xx (a
 * form's field errors or refusal), logs "Failed to load resource" for itself; that line is the page under test
 * answering as it should, not a fault.
 */
export function watchConsole(
  context: BrowserContext,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): { problems: string[] } {
  const problems: string[] = [];
  const failedDocuments = new Set<string>();
  const watch = (page: Page) => {
    page.on("response", (response) => {
      const status = response.status();
      const isDocument = response.request().resourceType() === "document";
      // A route's data request (`….data`) answering 4xx is an action's or loader's deliberate answer (a field
      // error, a refusal, a rate limit) that the page then shows; a 5xx is never deliberate.
      const isRouteData = new URL(response.url()).pathname.endsWith(".data");
      if ((isDocument && status >= 400) || (isRouteData && status >= 400 && status < 500)) {
        failedDocuments.add(response.url());
      }
    });
    page.on("console", (message) => {
      const text = message.text();
      const where = message.location().url;
      if (message.type() === "error") {
        if (text.startsWith("Failed to load resource") && failedDocuments.has(where)) return;
        // Without JavaScript, Chromium refuses the page's module preloads and says so; nothing is broken.
        if (!javaScriptEnabled && text === "Failed to load resource: net::ERR_FAILED") return;
        problems.push(`console error on ${page.url()}: ${text}${where ? ` (${where})` : ""}`);
      } else if (message.type() === "warning" && HYDRATION_WARNING.test(text)) {
        problems.push(`hydration warning on ${page.url()}: ${text}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  };
  context.on("page", watch);
  return { problems };
}

/**
 * Registers the hooks of a file's browser and returns live accessors. Contexts default to en-US, a light OS
 * and a desktop viewport; `contextOptions` change that for a whole file.
 */
export function setUpBrowser(contextOptions: BrowserContextOptions = {}): BrowserSession {
  const { baseUrl } = stack();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  // The test's own context and any other one a test opens (a second user, a browser without JavaScript).
  let watches: { problems: string[] }[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const created = await newContext(options);
      watches.push(watchConsole(created, { javaScriptEnabled: options?.javaScriptEnabled !== false }));
      return created;
    };
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    watches = [];
    allowed = [];
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
    const problems = watches
      .flatMap((watch) => watch.problems)
      .filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    if (problems.length > 0 && result?.state !== "fail") {
      throw new Error(`The journey logged ${problems.length} problem(s):\n${problems.join("\n")}`);
    }
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
    allowConsoleErrors: (pattern: RegExp) => {
      allowed.push(pattern);
    },
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

/** Requests held back by `holdRequests`. */
export interface HeldRequests {
  /** The URLs asked for so far. */
  requested: string[];
  /** Lets the held requests (and those to come) through. */
  release: () => void;
  /** Releases them and removes the route: for a `finally`. */
  stop: () => Promise<void>;
}

/**
 * Holds back the requests `url` matches (a part's code, as on a slow connection) until `release()`: what the
 * page shows and does before that code comes.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<HeldRequests> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(url, async (route) => {
    requested.push(route.request().url());
    await held;
    // The page that asked may be gone by then (a plain POST loaded another).
    await route.continue().catch(() => {});
  });
  return {
    requested,
    release: () => release(),
    stop: async () => {
      release();
      await page.unroute(url);
    },
  };
}

/**
 * The form holding the submit button named `submit`. React Router changes the URL before it renders the page it
 * navigated to, so right after `waitForPath` a field looked up on the whole page can still be the previous
 * page's (the pricing page's request form has an "E-mail" field too): scoping to the form waits for the new one.
 */
export function formWithButton(page: Page, submit: string): Locator {
  return page.locator("form").filter({ has: page.getByRole("button", { name: submit, exact: true }) });
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

/**
 * A download's bytes on this machine. The journeys drive one shared Chromium over a connection, where
 * `download.path()` is not available, so the file is saved to a fresh temporary folder and its path returned.
 */
export async function savedDownload(download: Download): Promise<string> {
  const path = join(
    await mkdtemp(join(tmpdir(), "keel-download-")),
    download.suggestedFilename() || "download",
  );
  await download.saveAs(path);
  return path;
}
