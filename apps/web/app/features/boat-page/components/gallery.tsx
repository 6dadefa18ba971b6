/**
 * The boat's photos: a scroll-snap strip (swipe and trackpad scrolling are the browser's own, also without
 * JavaScript), previous/next buttons, Left/Right/Home/End keys wherever focus is in the gallery, numbered
 * thumbnails that are plain links to each photo, and a full-screen view loaded on first use, which gives focus
 * back to the control that opened it. The first photo is the
 * page's likely largest paint: loaded at once with high priority; the others lazily. Every slot reserves its
 * size (4:3), so nothing shifts while photos arrive.
 */

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "#app/lib/i18n.ts";
import { useOverlay } from "#app/lib/use-overlay.ts";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { LightTooltip } from "#app/ui/light-tooltip.tsx";
import type { CardPhoto } from "#app/ui/photo-set.ts";
import { photoForKey } from "./gallery-keys.ts";

export interface GalleryPhoto {
  id: number;
  caption: string | null;
  /** The API's image, or packed by the loader (ui/photo-set.ts): the same markup either way. */
  image: CardPhoto;
}

/** The main photo's slot: the whole content column up to 56rem. */
const MAIN_SIZES = "(min-width: 1024px) 56rem, 100vw";
/** A thumbnail is 6rem (96 px) wide: one variant per format (ui/boat-photo.tsx). */
const THUMB_SIZES = 96;

export function Gallery({ id, photos, title }: { id?: string; photos: GalleryPhoto[]; title: string }) {
  const t = useT();
  const stripRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null);
  // The control that opened the full-screen view gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const count = photos.length;

  // A photo asked for by a key or a button: while the strip scrolls there, its scroll events are not the
  // visitor's and must not move the counter back through the photos in between.
  const target = useRef<{ index: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  // The shown photo follows the strip's scroll position (swipe, trackpad, keys, thumbnails alike).
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const position = strip.scrollLeft / Math.max(1, strip.clientWidth);
        if (target.current) {
          if (Math.abs(position - target.current.index) > 0.02) return;
          clearTimeout(target.current.timer);
          target.current = null;
        }
        setIndex(Math.min(count - 1, Math.max(0, Math.round(position))));
      });
    };
    strip.addEventListener("scroll", onScroll, { passive: true });
    // A visitor may swipe before the page's script has loaded: the counter starts from where the strip is.
    onScroll();
    return () => {
      strip.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const go = useCallback(
    (wanted: number) => {
      const strip = stripRef.current;
      if (!strip || count === 0) return;
      const next = (wanted + count) % count;
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (target.current) clearTimeout(target.current.timer);
      // Should the scroll never arrive (the visitor swipes meanwhile), the strip takes over again.
      target.current = { index: next, timer: setTimeout(() => (target.current = null), 1000) };
      strip.scrollTo({ left: next * strip.clientWidth, behavior: smooth ? "smooth" : "auto" });
      setIndex(next);
    },
    [count],
  );
  // The full-screen view is an overlay of the manager (app/overlays.ts), loaded on first use.
  useOverlay(
    "gallery-fullscreen",
    fullscreenAt === null
      ? null
      : {
          photos,
          title,
          startAt: fullscreenAt,
          returnFocusTo: opener,
          onClose: (last: number) => {
            setFullscreenAt(null);
            go(last);
          },
        },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = photoForKey(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  if (count === 0) {
    return (
      <div id={id} className="overflow-hidden rounded-xl border">
        <BoatPhoto photo={null} sizes={MAIN_SIZES} />
      </div>
    );
  }

  const current = photos[index] ?? photos[0]!;
  return (
    // Keys act wherever focus is within the gallery: the strip, the previous/next and full-screen buttons, a
    // thumbnail. Arrow keys on the strip alone left a visitor who had just pressed "next" stuck.
    <section
      id={id}
      aria-roledescription={t("boat.gallery.roledescription")}
      aria-label={t("boat.gallery.label", { title })}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-xl border bg-muted">
        <section
          ref={stripRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the photo strip is a scrollable region the keys move through
          tabIndex={0}
          aria-label={t("boat.gallery.keysHint")}
          className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, position) => (
            <figure
              key={photo.id}
              id={`photo-${position + 1}`}
              aria-roledescription={t("boat.gallery.slide")}
              aria-label={t("boat.gallery.position", { number: position + 1, count })}
              aria-hidden={position !== index || undefined}
              className="w-full shrink-0 snap-center"
            >
              <BoatPhoto photo={photo.image} sizes={MAIN_SIZES} isPriority={position === 0} />
            </figure>
          ))}
        </section>
        {count > 1 ? (
          <>
            <span className="absolute top-1/2 left-3 -translate-y-1/2">
              <LightTooltip content={t("boat.gallery.previous")} side="bottom">
                <button
                  type="button"
                  onClick={() => go(index - 1)}
                  aria-label={t("boat.gallery.previous")}
                  className="flex size-11 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon name="chevron-left" aria-hidden="true" className="size-6" />
                </button>
              </LightTooltip>
            </span>
            <span className="absolute top-1/2 right-3 -translate-y-1/2">
              <LightTooltip content={t("boat.gallery.next")} side="bottom">
                <button
                  type="button"
                  onClick={() => go(index + 1)}
                  aria-label={t("boat.gallery.next")}
                  className="flex size-11 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon name="chevron-right" aria-hidden="true" className="size-6" />
                </button>
              </LightTooltip>
            </span>
          </>
        ) : null}
        <div className="pointer-events-none absolute inset-x-3 bottom-3 flex items-end justify-between gap-3">
          <p
            aria-live="polite"
            className="rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white"
          >
            {t("boat.gallery.position", { number: index + 1, count })}
          </p>
          <button
            type="button"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setFullscreenAt(index);
            }}
            className="pointer-events-auto inline-flex h-10 items-center gap-2 rounded-full bg-slate-950/75 px-4 text-sm font-medium text-white hover:bg-slate-950/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Icon name="expand" aria-hidden="true" className="size-4" />
            {t("boat.gallery.fullscreen")}
          </button>
        </div>
      </div>
      {current.caption ? <p className="text-sm text-muted-foreground">{current.caption}</p> : null}
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("boat.gallery.thumbnails")}>
          {photos.map((photo, position) => (
            <li key={photo.id} className="w-24 shrink-0">
              <a
                href={`#photo-${position + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  go(position);
                }}
                aria-current={position === index ? "true" : undefined}
                aria-label={t("boat.gallery.show", { number: position + 1, count })}
                className="gallery-thumb"
              >
                <BoatPhoto photo={photo.image} sizes={THUMB_SIZES} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
