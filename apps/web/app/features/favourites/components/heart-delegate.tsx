import { useEffect, useState } from "react";
import { useFetcher, useFetchers, useLocation, useSubmit } from "react-router";
import { type Translate, useT } from "#app/lib/i18n.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { useFavouriteIds } from "./favourites-context.tsx";
import { heartLabel } from "./heart-label.ts";

/** The fetcher of a card's heart: one per boat, as each heart had its own. */
const KEY_PREFIX = "heart-";

/**
 * The hearts of a page (`HeartForm`, favourite-button.tsx; the cards' are server markup that is never
 * hydrated), run by one handler: a
 * `submit` listener on the document takes a heart's form post and sends it as the heart's fetcher would (the
 * same request; a guest's answer is the redirect to sign in, which the router follows), and the hearts'
 * `aria-pressed`, value and name follow the favourites, or what a heart being sent will make of them, at once
 * (optimistic), then what the server says. It renders nothing; a list of cards renders it (several on a page
 * are harmless: the first listener takes a submission, the others see it taken). Focus stays on a heart
 * pressed from the keyboard: its element is never replaced. `onReady` is called once its listener is in place
 * (the deferred handler's wrapper then sends it the hearts pressed before it came:
 * features/search/components/deferred-heart-delegate.tsx).
 */
export function HeartDelegate({ onReady }: { onReady?: () => void }) {
  const submit = useSubmit();
  const t = useT();
  const ids = useFavouriteIds();
  const location = useLocation();
  // The page the visitor is on now (a kept card's markup may show an earlier search's address).
  const back = location.pathname + location.search;
  // The hearts sent from this page, whose answers are listened to (`HeartAnswer`).
  const [sent, setSent] = useState<readonly string[]>([]);
  const hearts = useFetchers().filter((fetcher) => fetcher.key.startsWith(KEY_PREFIX));
  // "boatId:intent" of the hearts being sent: a string, so that the effect below runs when it changes.
  const pending = hearts
    .flatMap((fetcher) => {
      const intent = fetcher.formData?.get("intent");
      return typeof intent === "string" ? [`${fetcher.key.slice(KEY_PREFIX.length)}:${intent}`] : [];
    })
    .join(" ");

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      const boatId = form.dataset.heart;
      const button = form.querySelector<HTMLButtonElement>("button[name=intent]");
      if (!boatId || !button) return;
      event.preventDefault();
      const data = new FormData(form);
      data.set("intent", button.value);
      data.set("back", back);
      const key = KEY_PREFIX + boatId;
      setSent((keys) => (keys.includes(key) ? keys : [...keys, key]));
      submit(data, {
        method: "post",
        action: form.getAttribute("action") ?? "",
        navigate: false,
        fetcherKey: key,
      });
    };
    document.addEventListener("submit", onSubmit);
    onReady?.();
    return () => document.removeEventListener("submit", onSubmit);
  }, [submit, back, onReady]);

  useEffect(() => {
    const intents = new Map(
      pending
        .split(" ")
        .filter(Boolean)
        .map((entry) => entry.split(":") as [string, string]),
    );
    syncHearts(document, ids, intents, t);
  }, [ids, pending, t]);

  return sent.map((key) => <HeartAnswer key={key} fetcherKey={key} />);
}

/** The server's message for a heart, as a toast once per answer, as the heart's own fetcher showed it. */
function HeartAnswer({ fetcherKey }: { fetcherKey: string }) {
  useApiMessageToast(useFetcher({ key: fetcherKey }).data);
  return null;
}

/** Sets each card heart's state: pressed when saved, or when a heart being sent will save it. */
export function syncHearts(
  root: ParentNode,
  ids: ReadonlySet<number> | null,
  intents: ReadonlyMap<string, string>,
  t: Translate,
): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-heart]")) {
    const boatId = form.dataset.heart ?? "";
    const button = form.querySelector<HTMLButtonElement>("button[name=intent]");
    if (!button) continue;
    const intent = intents.get(boatId);
    const saved = ids === null ? null : intent ? intent === "add" : ids.has(Number(boatId));
    setAttribute(button, "value", saved ? "remove" : "add");
    setAttribute(button, "aria-pressed", saved === null ? null : String(saved));
    // A round heart is named by its label; a labelled one by its text.
    if (button.hasAttribute("aria-label"))
      setAttribute(button, "aria-label", heartLabel(t, saved, form.dataset.title ?? ""));
    const text = button.querySelector("span");
    const wanted = t(saved ? "favourites.button.saved" : "favourites.button.save");
    if (text && text.textContent !== wanted) text.textContent = wanted;
  }
}

function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
