/**
 * The photos full screen, in a modal dialog (focus kept inside, Escape closes, focus back to the button):
 * one photo at a time at the screen's size, Left/Right/Home/End keys, previous/next buttons and swipe.
 * Loaded on first use (gallery.tsx), so its code is not part of the page's first download.
 */

import { Dialog as RadixDialog } from "radix-ui";
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from "react";
import { useT } from "#app/lib/i18n.ts";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { LightTooltip } from "#app/ui/light-tooltip.tsx";
import type { GalleryPhoto } from "./gallery.tsx";
import { photoForKey } from "./gallery-keys.ts";

interface FullscreenGalleryProps {
  photos: GalleryPhoto[];
  title: string;
  startAt: number;
  /** Closes with the photo last shown, so the page's gallery can show it too. */
  onClose: (index: number) => void;
  /** The control that opened the view: focus returns to it on close (the dialog has no Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const SWIPE_PX = 50;

export default function FullscreenGallery({
  photos,
  title,
  startAt,
  onClose,
  returnFocusTo,
}: FullscreenGalleryProps) {
  const t = useT();
  const [index, setIndex] = useState(startAt);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const go = (target: number) => setIndex((target + count) % count);
  const photo = photos[index] ?? photos[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = photoForKey(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? index + 1 : index - 1);
  };

  const navPlace = "absolute top-1/2 -translate-y-1/2";
  const navButton =
    "flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white";
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white focus-visible:outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <RadixDialog.Title className="truncate text-base font-semibold text-white">
              {title}
            </RadixDialog.Title>
            <p aria-live="polite" className="shrink-0 text-sm text-slate-200">
              {t("boat.gallery.position", { number: index + 1, count })}
            </p>
            <LightTooltip content={t("common.close")} side="bottom">
              <RadixDialog.Close
                aria-label={t("common.close")}
                className="rounded-full p-2 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon name="x" aria-hidden="true" className="size-6" />
              </RadixDialog.Close>
            </LightTooltip>
          </div>
          <div
            className="relative flex flex-1 touch-pan-y items-center justify-center overflow-hidden"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeFrom.current = null;
            }}
          >
            <figure className="flex h-full w-full max-w-[calc((100dvh-8rem)*4/3)] flex-col justify-center px-2 sm:px-16">
              <BoatPhoto key={photo.id} photo={photo.image} sizes="100vw" isPriority />
              {photo.caption ? (
                <figcaption className="mt-2 text-center text-sm text-slate-200">{photo.caption}</figcaption>
              ) : null}
            </figure>
            {count > 1 ? (
              <>
                <span className={`${navPlace} left-3`}>
                  <LightTooltip content={t("boat.gallery.previous")} side="bottom">
                    <button
                      type="button"
                      onClick={() => go(index - 1)}
                      aria-label={t("boat.gallery.previous")}
                      className={navButton}
                    >
                      <Icon name="chevron-left" aria-hidden="true" className="size-7" />
                    </button>
                  </LightTooltip>
                </span>
                <span className={`${navPlace} right-3`}>
                  <LightTooltip content={t("boat.gallery.next")} side="bottom">
                    <button
                      type="button"
                      onClick={() => go(index + 1)}
                      aria-label={t("boat.gallery.next")}
                      className={navButton}
                    >
                      <Icon name="chevron-right" aria-hidden="true" className="size-7" />
                    </button>
                  </LightTooltip>
                </span>
              </>
            ) : null}
          </div>
          <p className="px-4 pb-3 text-center text-xs text-slate-300">{t("boat.gallery.keysHint")}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
