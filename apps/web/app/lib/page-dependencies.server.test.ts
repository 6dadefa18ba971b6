import { describe, expect, it } from "vitest";
import { collectPageDependencies, recordShown } from "./page-dependencies.server.ts";

const later = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));

describe("what a render shows", () => {
  it("collects every API answer read during the render, streamed parts included, once each", async () => {
    let streamed: Promise<void> = Promise.resolve();
    const render = collectPageDependencies(async () => {
      recordShown("boats=7;teams=3");
      // A part the page streams after its first bytes (a loader's deferred value): read later, still this render's.
      streamed = later(null).then(() => recordShown("boats=8,9,7"));
      return "page";
    });
    expect(await render.result).toBe("page");
    await streamed;
    expect(render.shows()).toEqual({ boats: [7, 8, 9], teams: [3], listings: false });
  });

  it("counts an answer that says nothing as showing every listing, and keeps renders apart", async () => {
    const search = collectPageDependencies(async () => {
      await later(null);
      recordShown("listings");
    });
    const labels = collectPageDependencies(async () => {
      await later(null);
      recordShown("none");
    });
    const unknown = collectPageDependencies(async () => recordShown(null));
    await Promise.all([search.result, labels.result, unknown.result]);
    expect(search.shows()).toEqual({ boats: [], teams: [], listings: true });
    expect(labels.shows()).toEqual({ boats: [], teams: [], listings: false });
    expect(unknown.shows().listings).toBe(true);
    // Outside a render: noted nowhere.
    expect(() => recordShown("boats=1")).not.toThrow();
  });
});
