/**
 * Photo uploads from the editor: checks the browser can make before sending (type, size, count), and a
 * queue that runs a few uploads at once while more files can still be added. Pure; the XMLHttpRequest that
 * reports progress lives in features/boats/components/photo-manager.tsx.
 */
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "@keel/contracts/boat-codes";
import { numberFormat } from "#app/lib/intl.ts";

/** Uploads running at once: enough to fill the line, few enough to show steady progress per file. */
export const PHOTO_UPLOAD_CONCURRENCY = 3;

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type PhotoRejection =
  | { code: "image_not_an_image" }
  | { code: "image_too_large"; limit: number }
  | { code: "too_many_photos"; limit: number };

export interface Precheck<F extends FileLike> {
  accepted: F[];
  rejected: { file: F; reason: PhotoRejection }[];
}

/**
 * Splits chosen files into those worth sending and those refused at once, with the reason. `room` is how
 * many photos the boat can still take (limit minus photos present and uploads under way).
 */
export function precheckPhotos<F extends FileLike>(
  files: readonly F[],
  room: number,
  limit: number,
): Precheck<F> {
  const result: Precheck<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
      result.rejected.push({ file, reason: { code: "image_not_an_image" } });
    } else if (file.size > PHOTO_MAX_BYTES) {
      result.rejected.push({ file, reason: { code: "image_too_large", limit: PHOTO_MAX_BYTES } });
    } else if (result.accepted.length >= room) {
      result.rejected.push({ file, reason: { code: "too_many_photos", limit } });
    } else {
      result.accepted.push(file);
    }
  }
  return result;
}

/** Runs tasks in arrival order, at most `concurrency` at a time; tasks may be added while others run. */
export class TaskQueue {
  readonly #concurrency: number;
  readonly #waiting: (() => Promise<unknown>)[] = [];
  #running = 0;

  constructor(concurrency: number) {
    this.#concurrency = Math.max(1, concurrency);
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Queues a task; a failing task does not stop the others (it reports its own failure). */
  add(task: () => Promise<unknown>): void {
    this.#waiting.push(task);
    this.#next();
  }

  #next(): void {
    while (this.#running < this.#concurrency && this.#waiting.length > 0) {
      const task = this.#waiting.shift()!;
      this.#running += 1;
      Promise.resolve()
        .then(task)
        .catch(() => {})
        .finally(() => {
          this.#running -= 1;
          this.#next();
        });
    }
  }
}

/** "2.4 MB" for file sizes in messages, in the locale. */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1)
    return numberFormat(locale, {
      style: "unit",
      unit: "megabyte",
      maximumFractionDigits: 1,
    }).format(mb);
  return numberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
    Math.max(1, bytes / 1024),
  );
}
