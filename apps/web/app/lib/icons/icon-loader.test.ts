import { ICON_API } from "@keel/contracts/ui-constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchWithRotation, loadIcons } from "./icon-loader.ts";

const body = '<path d="M1 1h22"/>';
const answer = (names: string[]) =>
  Response.json({
    prefix: "lucide",
    width: 24,
    height: 24,
    icons: Object.fromEntries(names.map((n) => [n, { body }])),
  });

/** A fetch whose answers the test releases by URL; it honours the abort signal like fetch. */
function controlledFetch() {
  const calls: { url: string; resolve: (response: Response) => void; reject: (error: unknown) => void }[] =
    [];
  const fetchImpl = vi.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url: String(url), resolve, reject });
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  ) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe("fetchWithRotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks the next host after 750 ms without an answer, and takes the first valid answer", async () => {
    const { fetchImpl, calls } = controlledFetch();
    const result = fetchWithRotation(
      ["https://a/lucide.json?icons=mail", "https://b/lucide.json?icons=mail"],
      {
        fetchImpl,
      },
    );
    expect(calls.map((call) => call.url)).toEqual(["https://a/lucide.json?icons=mail"]);
    await vi.advanceTimersByTimeAsync(ICON_API.rotateMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.url)).toEqual([
      "https://a/lucide.json?icons=mail",
      "https://b/lucide.json?icons=mail",
    ]);
    calls[1]!.resolve(answer(["mail"]));
    expect(await result).toMatchObject({ prefix: "lucide", icons: { mail: { body } } });
  });

  it("moves on at once when a host fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { fetchImpl, calls } = controlledFetch();
    const result = fetchWithRotation(["https://a/x.json", "https://b/x.json"], { fetchImpl });
    calls[0]!.resolve(new Response("nope", { status: 503 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(answer(["x"]));
    expect((await result)?.icons).toHaveProperty("x");
  });

  it("gives up after 5000 ms", async () => {
    const { fetchImpl, calls } = controlledFetch();
    const result = fetchWithRotation(["https://a/x.json"], { fetchImpl });
    await vi.advanceTimersByTimeAsync(ICON_API.timeoutMs);
    expect(await result).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("logs 'Failed to load custom icons' for an answer without prefix and icons", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => Response.json({ icons: {} })) as unknown as typeof fetch;
    expect(await fetchWithRotation(["/icons/lucide.json?icons=x"], { fetchImpl })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Failed to load custom icons"));
  });
});

describe("loadIcons", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks only the local endpoint by default and warns about each icon it could not get", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const urls: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      urls.push(url);
      return answer(["mail"]);
    }) as unknown as typeof fetch;
    const set = await loadIcons(["mail", "missing"], { localUrl: "/icons/lucide.json", fetchImpl });
    expect(urls).toEqual(["/icons/lucide.json?icons=mail,missing"]);
    expect(Object.keys(set.icons)).toEqual(["mail"]);
    expect(set.icons.mail).toEqual({ body, width: 24, height: 24 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lucide:missing" could not be loaded'));
  });

  it("falls back to a configured public host when the local endpoint fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const urls: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      urls.push(url);
      return url.startsWith("/") ? new Response("", { status: 500 }) : answer(["mail"]);
    }) as unknown as typeof fetch;
    const set = await loadIcons(["mail"], {
      localUrl: "/icons/lucide.json",
      publicHosts: ["https://api.iconify.design/"],
      fetchImpl,
    });
    expect(urls).toEqual([
      "/icons/lucide.json?icons=mail",
      "https://api.iconify.design/lucide.json?icons=mail",
    ]);
    expect(set.icons).toHaveProperty("mail");
  });
});
