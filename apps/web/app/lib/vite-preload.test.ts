// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { __vitePreload } from "./vite-preload.ts";

const preloads = () =>
  Array.from(
    document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"),
    (link) => new URL(link.href).pathname,
  );

beforeEach(() => {
  document.head.innerHTML = `<link rel="modulepreload" href="/assets/framework-1.js" />`;
});

describe("the browser build's preload helper", () => {
  it("asks for a lazy chunk's imports beside it, once each, leaving out those the document preloads", async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    await expect(
      __vitePreload(load, ["assets/toaster-1.js", "assets/framework-1.js", "assets/dist-1.js"]),
    ).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(["/assets/framework-1.js", "/assets/toaster-1.js", "/assets/dist-1.js"]);
    await __vitePreload(load, ["assets/toaster-1.js", "assets/dist-2.js"]);
    expect(preloads()).toEqual([
      "/assets/framework-1.js",
      "/assets/toaster-1.js",
      "/assets/dist-1.js",
      "/assets/dist-2.js",
    ]);
  });

  it("loads at once without dependencies", async () => {
    await expect(__vitePreload(async () => "module")).resolves.toBe("module");
    await expect(__vitePreload(async () => "module", [])).resolves.toBe("module");
    expect(preloads()).toEqual(["/assets/framework-1.js"]);
  });

  it("raises vite:preloadError for a chunk that fails, and rethrows unless a listener took it", async () => {
    const failure = new Error("chunk gone");
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload: unknown }).payload);
    window.addEventListener("vite:preloadError", listener);
    await expect(__vitePreload(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(seen).toEqual([failure]);

    const takeIt = (event: Event) => event.preventDefault();
    window.addEventListener("vite:preloadError", takeIt);
    await expect(__vitePreload(() => Promise.reject(failure))).resolves.toBeUndefined();
    expect(seen).toEqual([failure, failure]);
    window.removeEventListener("vite:preloadError", listener);
    window.removeEventListener("vite:preloadError", takeIt);
  });
});
