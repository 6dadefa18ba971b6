// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveTexts } from "@keel/contracts/texts";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, data, redirect, useLoaderData, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { toastStore } from "#app/lib/toast-store.ts";
import { HeartForm } from "./favourite-button.tsx";
import { FavouritesProvider } from "./favourites-context.tsx";
import { HeartDelegate } from "./heart-delegate.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const messages = resolveTexts(
  "en-US",
  (l) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${l}.json`), "utf8")) as Messages,
) as Messages;

/**
 * A card heart as the server rendered it inside a card's static part: markup React does not own (its `back`
 * is an earlier search's address, as a kept card's can be).
 */
const SERVER_HEART =
  '<form method="post" action="/favourites" data-heart="7" data-title="Oceanis 40">' +
  '<input type="hidden" name="boatId" value="7"><input type="hidden" name="back" value="/boats?page=1">' +
  '<button type="submit" name="intent" value="add" aria-pressed="false" aria-label="Save Oceanis 40 to favorites" class="favourite-button size-10"></button></form>';

let root: Root | undefined;
let container: HTMLElement;
/** The server's favourites: null for a guest. */
let favourites: number[] | null;
let answer: () => Promise<Response | object>;
/** What the page does when the handler listens (the deferred wrapper sends it the hearts held meanwhile). */
let onReady: (() => void) | undefined;
const sent: Record<string, string>[] = [];

function Page() {
  const { ids } = useLoaderData<{ ids: number[] | null }>();
  return (
    <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
      <FavouritesProvider ids={ids}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup as the server sent it, React not owning it */}
        <div id="kept" dangerouslySetInnerHTML={{ __html: SERVER_HEART }} suppressHydrationWarning />
        <HeartForm boatId={8} title="Hanse 418" />
        <HeartDelegate onReady={onReady} />
        {/* The boat page's labelled heart, and a second handler: two on a page, each submission sent once. */}
        <HeartForm boatId={9} title="Bavaria C42" variant="outline" />
        <HeartDelegate />
      </FavouritesProvider>
    </I18nProvider>
  );
}

function Login() {
  return <p id="login">{useLocation().search}</p>;
}

async function render() {
  const Stub = createRoutesStub([
    { path: "/boats", Component: Page, loader: () => ({ ids: favourites }) },
    {
      path: "/favourites",
      action: async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return answer();
      },
    },
    { path: "/auth/login", Component: Login },
  ]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub initialEntries={["/boats?page=2"]} />));
  await vi.waitFor(() => expect(container.querySelector("[data-heart='8'] button")).not.toBeNull());
}

const heart = (id: number) => container.querySelector<HTMLButtonElement>(`[data-heart='${id}'] button`)!;
const state = (id: number) => {
  const button = heart(id);
  return [button.getAttribute("aria-pressed"), button.value, button.getAttribute("aria-label")];
};

describe("card hearts run by <HeartDelegate>", () => {
  beforeEach(() => {
    sent.length = 0;
    favourites = [];
    onReady = undefined;
    toastStore.dismiss();
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("saves a boat from a heart the server rendered: the same request, pressed at once, focus kept", async () => {
    let release = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () => {
          favourites = [7];
          resolve({ message: "Saved to favorites" });
        };
      });
    await render();
    const button = heart(7);
    button.focus();
    await act(async () => button.click());
    // Pressed while the server answers.
    await vi.waitFor(() => expect(state(7)).toEqual(["true", "remove", "Remove Oceanis 40 from favorites"]));
    expect(sent).toEqual([{ boatId: "7", back: "/boats?page=2", intent: "add" }]);
    // The other heart is untouched.
    expect(state(8)).toEqual(["false", "add", "Save Hanse 418 to favorites"]);
    await act(async () => release());
    // The favourites reloaded say so too; the server's message is shown once; the same element keeps focus.
    await vi.waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(["Saved to favorites"]),
    );
    expect(state(7)).toEqual(["true", "remove", "Remove Oceanis 40 from favorites"]);
    expect(heart(7)).toBe(button);
    expect(document.activeElement).toBe(button);

    // Pressed again: removed.
    answer = async () => {
      favourites = [];
      return { message: "Removed from favorites" };
    };
    await act(async () => button.click());
    await vi.waitFor(() => expect(state(7)).toEqual(["false", "add", "Save Oceanis 40 to favorites"]));
    expect(sent.at(-1)).toEqual({ boatId: "7", back: "/boats?page=2", intent: "remove" });
  });

  it("says when it listens: a heart submitted then is its", async () => {
    answer = async () => {
      favourites = [7];
      return { message: "Saved to favorites" };
    };
    let calls = 0;
    onReady = () => {
      calls += 1;
      if (calls === 1) container.querySelector<HTMLFormElement>("[data-heart='7']")?.requestSubmit();
    };
    await render();
    await vi.waitFor(() => expect(state(7)).toEqual(["true", "remove", "Remove Oceanis 40 from favorites"]));
    expect(sent).toEqual([{ boatId: "7", back: "/boats?page=2", intent: "add" }]);
    expect(calls).toBeGreaterThan(0);
  });

  it("keeps the boat page's labelled heart's text in step", async () => {
    answer = async () => {
      favourites = [9];
      return { message: "Saved to favorites" };
    };
    await render();
    const button = heart(9);
    expect([
      button.textContent,
      button.getAttribute("aria-pressed"),
      button.hasAttribute("aria-label"),
    ]).toEqual(["Save", "false", false]);
    await act(async () => button.click());
    await vi.waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(["Saved to favorites"]),
    );
    expect([
      button.textContent,
      button.getAttribute("aria-pressed"),
      button.hasAttribute("aria-label"),
    ]).toEqual(["Saved", "true", false]);
    expect(sent).toEqual([{ boatId: "9", back: "/boats?page=2", intent: "add" }]);
  });

  it("runs the hearts rendered by the browser too, and shows the truth again when the server refuses", async () => {
    answer = async () => data({ error: { message: "Too many favorites" } }, { status: 400 });
    await render();
    await act(async () => heart(8).click());
    await vi.waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => [t.title, t.color])).toEqual([
        ["Too many favorites", "error"],
      ]),
    );
    expect(sent).toEqual([{ boatId: "8", back: "/boats?page=2", intent: "add" }]);
    expect(state(8)).toEqual(["false", "add", "Save Hanse 418 to favorites"]);
  });

  it("sends a guest to sign in, as the heart's own fetcher did", async () => {
    favourites = null;
    answer = async () => redirect("/auth/login?redirect=%2Fboats%3Fpage%3D2");
    await render();
    expect(state(8)).toEqual([null, "add", "Sign in to save Hanse 418 to favorites"]);
    await act(async () => heart(7).click());
    await vi.waitFor(() =>
      expect(container.querySelector("#login")?.textContent).toBe("?redirect=%2Fboats%3Fpage%3D2"),
    );
    expect(sent).toEqual([{ boatId: "7", back: "/boats?page=2", intent: "add" }]);
  });
});
