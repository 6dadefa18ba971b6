// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

const addToSprite = vi.fn(async (_names: readonly string[]) => {});
vi.mock("./icon-loader.ts", () => ({ addToSprite }));

const { ensureIcon } = await import("./ensure-icon.ts");

describe("ensureIcon", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    addToSprite.mockClear();
  });

  it("loads nothing for icons the server put in the sprite, and one batch for the others", async () => {
    document.body.innerHTML =
      '<svg id="icon-sprite"><symbol id="icon-mail"></symbol><symbol id="icon-x"></symbol></svg>';
    ensureIcon("mail");
    ensureIcon("x");
    await vi.waitFor(() => Promise.resolve());
    expect(addToSprite).not.toHaveBeenCalled();

    ensureIcon("anchor");
    ensureIcon("ship");
    ensureIcon("anchor");
    await vi.waitFor(() => expect(addToSprite).toHaveBeenCalledTimes(1));
    expect(addToSprite).toHaveBeenCalledWith(["anchor", "ship"]);
  });

  it("does nothing in a document without a sprite", async () => {
    ensureIcon("calendar");
    await vi.waitFor(() => Promise.resolve());
    expect(addToSprite).not.toHaveBeenCalled();
  });
});
