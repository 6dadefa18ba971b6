// @vitest-environment happy-dom
import { act, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "./toast-store.ts";
import { readApiMessage, useApiMessageToast } from "./use-api-message-toast.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe("readApiMessage", () => {
  it("reads a success message", () => {
    expect(readApiMessage({ message: "Boat published" })).toEqual({
      color: "success",
      title: "Boat published",
    });
  });

  it("reads an error body's message, before any top-level message", () => {
    const body = { message: "ignored", error: { code: "CONFLICT", message: "Slug already used" } };
    expect(readApiMessage(body)).toEqual({ color: "error", title: "Slug already used" });
  });

  it("gives nothing for results without a usable message", () => {
    for (const data of [
      undefined,
      null,
      "text",
      3,
      {},
      { message: "" },
      { message: 4 },
      { error: { code: "X" } },
    ]) {
      expect(readApiMessage(data)).toBeNull();
    }
  });
});

function Probe({ data }: { data: unknown }) {
  useApiMessageToast(data);
  return null;
}

describe("useApiMessageToast", () => {
  afterEach(() => {
    vi.useFakeTimers();
    toastStore.dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows one toast per result, even across re-renders and Strict Mode", () => {
    const root = createRoot(document.createElement("div"));
    const first = { message: "Saved" };
    act(() =>
      root.render(
        <StrictMode>
          <Probe data={first} />
        </StrictMode>,
      ),
    );
    act(() =>
      root.render(
        <StrictMode>
          <Probe data={first} />
        </StrictMode>,
      ),
    );
    expect(toastStore.getSnapshot().map(({ title, color }) => ({ title, color }))).toEqual([
      { title: "Saved", color: "success" },
    ]);

    act(() => root.render(<Probe data={{ error: { code: "FORBIDDEN", message: "Not allowed" } }} />));
    expect(toastStore.getSnapshot().map(({ title, color }) => ({ title, color }))).toEqual([
      { title: "Saved", color: "success" },
      { title: "Not allowed", color: "error" },
    ]);
    act(() => root.unmount());
  });
});
