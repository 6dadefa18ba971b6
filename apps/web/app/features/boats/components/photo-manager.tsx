/**
 * The boat's photos: choose or drop several files, each uploaded with its own progress bar (three at a time,
 * XMLHttpRequest to the web server's upload route, which streams to the API with the session); drag to
 * reorder with the pointer, or move with buttons from the keyboard; the first photo is the main one; a
 * caption per photo; delete after confirmation. Checks type, size and count before sending anything.
 */

import { MAX_PHOTOS, PHOTO_MAX_BYTES, PHOTO_MIN_WIDTH, PHOTO_TYPES } from "@keel/contracts/boat-codes";
import type { TImage } from "@keel/contracts/boats";
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  formatBytes,
  PHOTO_UPLOAD_CONCURRENCY,
  precheckPhotos,
  TaskQueue,
} from "#app/features/boats/photo-upload.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/dialog.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";
import { BoatThumb } from "./boat-thumb.tsx";
import { fieldId } from "./editor-context.tsx";
import { EditorSection } from "./editor-section.tsx";

export interface Photo {
  id: number;
  caption: string | null;
  image: TImage;
}

interface Upload {
  key: string;
  name: string;
  size: number;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: "queued" | "uploading" | "processing" | "failed";
  error?: string;
}

interface PhotoManagerProps {
  photos: Photo[];
  onPhotosChange: (photos: Photo[]) => void;
  /** POST target of one file (multipart field `file`). */
  uploadUrl: string;
  /** The editor's action, for order, caption and delete. */
  actionUrl: string;
  /** Uploads or unsaved captions in progress: leaving now would lose them. */
  onBusyChange: (isBusy: boolean) => void;
}

type PhotoActionResult = { kind: "photos"; ok: boolean; message?: string };

let uploadKeys = 0;

export function PhotoManager({
  photos,
  onPhotosChange,
  uploadUrl,
  actionUrl,
  onBusyChange,
}: PhotoManagerProps) {
  const t = useT();
  const locale = useLocale();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [isDragOver, setIsDragOver] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const queue = useRef(new TaskQueue(PHOTO_UPLOAD_CONCURRENCY));
  const photosRef = useRef(photos);
  photosRef.current = photos;
  /**
   * Every change starts from the latest list and moves the ref at once: three uploads can finish in one
   * tick, before React renders again, and each must add to what the previous one added.
   */
  const changePhotos = (update: (current: Photo[]) => Photo[]) => {
    const next = update(photosRef.current);
    photosRef.current = next;
    onPhotosChange(next);
  };

  const isUploading = uploads.some((u) => u.state !== "failed");
  const [pendingCaptions, setPendingCaptions] = useState(0);
  useEffect(
    () => onBusyChange(isUploading || pendingCaptions > 0),
    [isUploading, pendingCaptions, onBusyChange],
  );

  const patchUpload = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const uploadError = useCallback(
    (status: number, body: unknown): string => {
      const error = (
        body as { error?: { code?: string; message?: string; details?: { code?: string; limit?: number }[] } }
      )?.error;
      const detail = error?.details?.[0];
      const limit = detail?.limit;
      switch (detail?.code) {
        case "image_too_large":
          return t("editor.photos.error.tooLarge", { limit: formatBytes(limit ?? PHOTO_MAX_BYTES, locale) });
        case "image_not_an_image":
        case "image_unsupported_format":
          return t("editor.photos.error.notAnImage");
        case "image_too_many_pixels":
          return t("editor.photos.error.tooManyPixels", {
            limit: numberFormat(locale, { maximumFractionDigits: 0 }).format((limit ?? 50_000_000) / 1e6),
          });
        case "image_too_small":
          return t("editor.photos.error.tooSmall", { limit: limit ?? 320 });
        case "too_many_photos":
          return t("editor.photos.error.tooMany", { limit: limit ?? MAX_PHOTOS });
      }
      if (status === 413)
        return t("editor.photos.error.tooLarge", { limit: formatBytes(PHOTO_MAX_BYTES, locale) });
      if (status === 0 || status >= 500) return t("editor.photos.error.network");
      return error?.message ?? t("editor.photos.error.network");
    },
    [t, locale],
  );

  const startUpload = (file: File) => {
    uploadKeys += 1;
    const key = `upload-${uploadKeys}`;
    setUploads((current) => [
      ...current,
      { key, name: file.name, size: file.size, progress: 0, state: "queued" },
    ]);
    queue.current.add(async () => {
      // Too narrow is refused at once (the API's minimum); a format the browser cannot decode is left to the API.
      const bitmap = await createImageBitmap(file).catch(() => null);
      const width = bitmap?.width;
      bitmap?.close();
      if (width !== undefined && width < PHOTO_MIN_WIDTH) {
        patchUpload(key, {
          state: "failed",
          error: t("editor.photos.error.tooSmall", { limit: PHOTO_MIN_WIDTH }),
        });
        return;
      }
      await new Promise<void>((resolve) => {
        patchUpload(key, { state: "uploading" });
        const xhr = new XMLHttpRequest();
        xhr.open("POST", uploadUrl);
        xhr.setRequestHeader("Accept", "application/json");
        xhr.upload.onprogress = (event) => {
          if (!event.lengthComputable) return;
          const progress = event.loaded / event.total;
          patchUpload(key, { progress, state: progress >= 1 ? "processing" : "uploading" });
        };
        xhr.upload.onload = () => patchUpload(key, { progress: 1, state: "processing" });
        xhr.onload = () => {
          let body: unknown = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            // an empty or HTML answer: reported by status below
          }
          if (xhr.status === 201 && body && typeof body === "object" && "id" in body) {
            const photo = body as Photo;
            changePhotos((current) => [
              ...current,
              { id: photo.id, caption: photo.caption, image: photo.image },
            ]);
            setUploads((current) => current.filter((u) => u.key !== key));
            setAnnouncement(t("editor.photos.added", { name: file.name }));
          } else {
            patchUpload(key, { state: "failed", error: uploadError(xhr.status, body) });
          }
          resolve();
        };
        xhr.onerror = () => {
          patchUpload(key, { state: "failed", error: t("editor.photos.error.network") });
          resolve();
        };
        const form = new FormData();
        form.append("file", file);
        xhr.send(form);
      });
    });
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const active = uploads.filter((u) => u.state !== "failed").length;
    const room = Math.max(0, MAX_PHOTOS - photos.length - active);
    const { accepted, rejected } = precheckPhotos(files, room, MAX_PHOTOS);
    if (rejected.length > 0) {
      setUploads((current) => [
        ...current,
        ...rejected.map(({ file, reason }) => {
          uploadKeys += 1;
          const error =
            reason.code === "image_too_large"
              ? t("editor.photos.error.tooLarge", { limit: formatBytes(reason.limit, locale) })
              : reason.code === "too_many_photos"
                ? t("editor.photos.error.tooMany", { limit: reason.limit })
                : t("editor.photos.error.notAnImage");
          return {
            key: `upload-${uploadKeys}`,
            name: file.name,
            size: file.size,
            progress: 0,
            state: "failed" as const,
            error,
          };
        }),
      ]);
    }
    for (const file of accepted) startUpload(file);
  };

  // Order: optimistic; the latest order is sent once the previous one is answered (never two at a time).
  const orderFetcher = useFetcher<PhotoActionResult>();
  const savedOrder = useRef(photos.map((p) => p.id));
  const pendingOrder = useRef<number[] | null>(null);
  const sendOrder = useCallback(
    (ids: number[]) => {
      if (orderFetcher.state !== "idle") {
        pendingOrder.current = ids;
        return;
      }
      pendingOrder.current = null;
      orderFetcher.submit(
        { intent: "photos.order", photoIds: ids },
        { method: "post", action: actionUrl, encType: "application/json", defaultShouldRevalidate: false },
      );
      savedOrder.current = ids;
    },
    [orderFetcher, actionUrl],
  );
  useEffect(() => {
    if (orderFetcher.state !== "idle") return;
    if (orderFetcher.data && !orderFetcher.data.ok) {
      toast({ title: orderFetcher.data.message ?? t("editor.photos.error.order"), color: "error" });
    }
    if (pendingOrder.current) sendOrder(pendingOrder.current);
  }, [orderFetcher.state, orderFetcher.data, sendOrder, t]);

  const move = (from: number, to: number, announce = true) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = [...photosRef.current];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    changePhotos(() => next);
    sendOrder(next.map((p) => p.id));
    if (announce) {
      setAnnouncement(
        to === 0
          ? t("editor.photos.nowMain")
          : t("editor.photos.movedTo", { to: to + 1, count: photos.length }),
      );
    }
  };

  // Pointer dragging: the list is reordered live under the pointer, and saved when it is released.
  const drag = useRef<{ id: number; pointerId: number; startIds: string } | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const onHandleDown = (event: ReactPointerEvent<HTMLElement>, id: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id, pointerId: event.pointerId, startIds: photos.map((p) => p.id).join(",") };
    setDraggingId(id);
  };
  const onHandleMove = (event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>("[data-photo-id]")?.dataset.photoId;
    const current = photosRef.current;
    const from = current.findIndex((p) => p.id === state.id);
    const to = current.findIndex((p) => String(p.id) === over);
    if (from < 0 || to < 0 || from === to) return;
    const next = [...current];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    changePhotos(() => next);
  };
  const onHandleUp = (event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    setDraggingId(null);
    const ids = photosRef.current.map((p) => p.id);
    if (ids.join(",") !== state.startIds) {
      sendOrder(ids);
      const index = ids.indexOf(state.id);
      setAnnouncement(
        index === 0
          ? t("editor.photos.nowMain")
          : t("editor.photos.movedTo", { to: index + 1, count: ids.length }),
      );
    }
  };

  const remove = (id: number) => changePhotos((current) => current.filter((p) => p.id !== id));
  const room = MAX_PHOTOS - photos.length;

  return (
    <EditorSection
      id="photos"
      grid={false}
      description={t("editor.photos.rules", { max: MAX_PHOTOS, size: formatBytes(PHOTO_MAX_BYTES, locale) })}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut for the file input inside */}
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setIsDragOver(false);
          addFiles([...event.dataTransfer.files]);
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center",
          isDragOver ? "border-primary bg-accent" : "border-input",
        )}
      >
        <Icon name="image-plus" aria-hidden="true" className="size-8 text-muted-foreground" />
        <input
          id={fieldId("photos")}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(",")}
          className="peer sr-only"
          disabled={room <= 0}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <label
          htmlFor={fieldId("photos")}
          className={cn(
            "inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover",
            "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
            "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          )}
        >
          {t("editor.photos.choose")}
        </label>
        <p className="text-sm text-muted-foreground">{t("editor.photos.drop")}</p>
        <p className="text-xs text-muted-foreground">
          {t("editor.photos.count", { count: photos.length, max: MAX_PHOTOS })}
        </p>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label={t("editor.photos.uploads")} className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border p-3 text-sm">
              <div className="flex items-center gap-2">
                {upload.state === "failed" ? (
                  <Icon
                    name="triangle-exclamation-point"
                    aria-hidden="true"
                    className="size-4 shrink-0 text-destructive"
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate font-medium">{upload.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {formatBytes(upload.size, locale)}
                </span>
                {upload.state === "failed" ? (
                  <Tooltip content={t("editor.photos.dismiss", { name: upload.name })}>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={t("editor.photos.dismiss", { name: upload.name })}
                      onClick={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
                    >
                      <Icon name="x" aria-hidden="true" />
                    </Button>
                  </Tooltip>
                ) : null}
              </div>
              {upload.state === "failed" ? (
                <p role="alert" className="mt-1 text-destructive">
                  {upload.error}
                </p>
              ) : (
                <div className="mt-2 flex items-center gap-3">
                  <progress
                    max={1}
                    value={upload.state === "queued" ? 0 : upload.progress}
                    aria-label={t("editor.photos.progress", { name: upload.name })}
                    className="h-2 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
                  />
                  <span className="w-28 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                    {upload.state === "queued"
                      ? t("editor.photos.queued")
                      : upload.state === "processing"
                        ? t("editor.photos.processing")
                        : numberFormat(locale, { style: "percent" }).format(upload.progress)}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("editor.photos.none")}</p>
      ) : (
        <ol aria-label={t("editor.photos.list")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              isDragging={draggingId === photo.id}
              actionUrl={actionUrl}
              onMove={move}
              onDeleted={() => remove(photo.id)}
              onCaptionSaved={(caption) =>
                changePhotos((current) => current.map((p) => (p.id === photo.id ? { ...p, caption } : p)))
              }
              onPendingChange={(isPending) =>
                setPendingCaptions((n) => Math.max(0, n + (isPending ? 1 : -1)))
              }
              handleProps={{
                onPointerDown: (event) => onHandleDown(event, photo.id),
                onPointerMove: onHandleMove,
                onPointerUp: onHandleUp,
                onPointerCancel: onHandleUp,
              }}
            />
          ))}
        </ol>
      )}
    </EditorSection>
  );
}

interface PhotoCardProps {
  photo: Photo;
  index: number;
  count: number;
  isDragging: boolean;
  actionUrl: string;
  onMove: (from: number, to: number) => void;
  onDeleted: () => void;
  onCaptionSaved: (caption: string | null) => void;
  onPendingChange: (isPending: boolean) => void;
  handleProps: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  };
}

const CAPTION_DEBOUNCE_MS = 800;

function PhotoCard({
  photo,
  index,
  count,
  isDragging,
  actionUrl,
  onMove,
  onDeleted,
  onCaptionSaved,
  onPendingChange,
  handleProps,
}: PhotoCardProps) {
  const t = useT();
  const captionFetcher = useFetcher<PhotoActionResult>();
  const deleteFetcher = useFetcher<PhotoActionResult>();
  const [caption, setCaption] = useState(photo.caption ?? "");
  const saved = useRef(photo.caption ?? "");
  const sent = useRef<string | null>(null);
  const isPending = caption.trim() !== saved.current.trim();
  const number = index + 1;

  const reportPending = useRef(false);
  useEffect(() => {
    const pending = isPending || captionFetcher.state !== "idle";
    if (pending !== reportPending.current) {
      reportPending.current = pending;
      onPendingChange(pending);
    }
  }, [isPending, captionFetcher.state, onPendingChange]);
  useEffect(
    () => () => {
      if (reportPending.current) onPendingChange(false);
    },
    [onPendingChange],
  );

  const saveCaption = useCallback(() => {
    const value = caption.trim();
    if (value === saved.current.trim() || captionFetcher.state !== "idle") return;
    sent.current = value;
    captionFetcher.submit(
      { intent: "photos.caption", photoId: photo.id, caption: value },
      { method: "post", action: actionUrl, encType: "application/json", defaultShouldRevalidate: false },
    );
  }, [caption, captionFetcher, photo.id, actionUrl]);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(saveCaption, CAPTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isPending, saveCaption]);

  useEffect(() => {
    if (captionFetcher.state !== "idle" || !captionFetcher.data || sent.current === null) return;
    if (captionFetcher.data.ok) {
      saved.current = sent.current;
      onCaptionSaved(sent.current || null);
    } else {
      toast({ title: captionFetcher.data.message ?? t("editor.save.failed"), color: "error" });
    }
    sent.current = null;
  }, [captionFetcher.state, captionFetcher.data, onCaptionSaved, t]);

  useEffect(() => {
    if (deleteFetcher.state !== "idle" || !deleteFetcher.data) return;
    if (deleteFetcher.data.ok) onDeleted();
    else toast({ title: deleteFetcher.data.message ?? t("editor.save.failed"), color: "error" });
  }, [deleteFetcher.state, deleteFetcher.data, onDeleted, t]);

  const captionId = `photo-caption-${photo.id}`;
  const isDeleting = deleteFetcher.state !== "idle";
  return (
    <li
      data-photo-id={photo.id}
      className={cn(
        "flex flex-col gap-2 rounded-lg border bg-background p-2",
        isDragging && "opacity-60 ring-2 ring-primary",
        isDeleting && "opacity-50",
      )}
    >
      <div className="relative">
        <BoatThumb
          image={photo.image}
          alt={photo.caption || t("editor.photos.alt", { number })}
          className="aspect-[4/3]"
        />
        {index === 0 ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            <Icon name="star" aria-hidden="true" className="size-3" />
            {t("editor.photos.main")}
          </span>
        ) : null}
        <span className="absolute top-2 right-2">
          <Tooltip content={t("editor.photos.drag")}>
            <span
              {...handleProps}
              data-drag-handle=""
              aria-hidden="true"
              className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md bg-background/90 text-foreground shadow active:cursor-grabbing"
            >
              <Icon name="grip-vertical" className="size-4" />
            </span>
          </Tooltip>
        </span>
      </div>
      <label htmlFor={captionId} className="sr-only">
        {t("editor.photos.caption", { number })}
      </label>
      <Input
        id={captionId}
        value={caption}
        maxLength={200}
        placeholder={t("editor.photos.captionPlaceholder")}
        onChange={(event) => setCaption(event.target.value)}
        onBlur={saveCaption}
        className="h-9"
      />
      <div className="flex flex-wrap items-center gap-1">
        <Tooltip content={t("editor.photos.moveEarlier", { number })}>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t("editor.photos.moveEarlier", { number })}
          >
            <Icon name="arrow-left" aria-hidden="true" />
          </Button>
        </Tooltip>
        <Tooltip content={t("editor.photos.moveLater", { number })}>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t("editor.photos.moveLater", { number })}
          >
            <Icon name="arrow-right" aria-hidden="true" />
          </Button>
        </Tooltip>
        {index > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onMove(index, 0)}>
            <Icon name="star" aria-hidden="true" />
            <span>
              {t("editor.photos.makeMain")}
              <span className="sr-only"> ({t("editor.photos.alt", { number })})</span>
            </span>
          </Button>
        ) : null}
        <ConfirmDialog
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("editor.photos.delete")}
          cancelLabel={t("editor.cancel")}
          onConfirm={() =>
            deleteFetcher.submit(
              { intent: "photos.delete", photoId: photo.id },
              {
                method: "post",
                action: actionUrl,
                encType: "application/json",
                defaultShouldRevalidate: false,
              },
            )
          }
          trigger={
            <Tooltip content={t("editor.photos.deleteOne", { number })}>
              <Button
                variant="ghost"
                size="icon"
                className="ml-auto size-8 text-destructive"
                disabled={isDeleting}
                aria-label={t("editor.photos.deleteOne", { number })}
              >
                <Icon name="trash" aria-hidden="true" />
              </Button>
            </Tooltip>
          }
        />
      </div>
    </li>
  );
}
