import { describe, expect, it, onTestFinished, vi } from "vitest";
import { formatBytes, precheckPhotos, TaskQueue } from "./photo-upload.ts";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("precheckPhotos", () => {
  it("accepts JPEG, PNG, WebP and AVIF within the size and count limits", () => {
    const files = [
      file("a.jpg", "image/jpeg"),
      file("b.png", "image/png"),
      file("c.webp", "image/webp"),
      file("d.avif", "image/avif"),
    ];
    expect(precheckPhotos(files, 30, 30)).toEqual({ accepted: files, rejected: [] });
  });

  it("refuses other types, oversize files and files beyond the room left, saying why", () => {
    const pdf = file("plan.pdf", "application/pdf");
    const huge = file("huge.jpg", "image/jpeg", 16 * 1024 * 1024);
    const ok1 = file("1.jpg", "image/jpeg");
    const ok2 = file("2.jpg", "image/jpeg");
    const extra = file("3.jpg", "image/jpeg");
    const result = precheckPhotos([pdf, ok1, huge, ok2, extra], 2, 30);
    expect(result.accepted).toEqual([ok1, ok2]);
    expect(result.rejected).toEqual([
      { file: pdf, reason: { code: "image_not_an_image" } },
      { file: huge, reason: { code: "image_too_large", limit: 15 * 1024 * 1024 } },
      { file: extra, reason: { code: "too_many_photos", limit: 30 } },
    ]);
  });

  it("accepts a file of exactly 15 MB", () => {
    const edge = file("edge.jpg", "image/jpeg", 15 * 1024 * 1024);
    expect(precheckPhotos([edge], 1, 30).accepted).toEqual([edge]);
  });
});

describe("TaskQueue", () => {
  it("never runs more than its concurrency, runs everything, in order, even after failures", async () => {
    // Uploads of different lengths, on a fake clock.
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queue = new TaskQueue(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const done: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      done.push(
        new Promise<void>((resolve) => {
          queue.add(async () => {
            started.push(i);
            running += 1;
            peak = Math.max(peak, running);
            await new Promise((r) => setTimeout(r, 5 + (i % 3) * 3));
            running -= 1;
            resolve();
            if (i === 2) throw new Error("this upload failed");
          });
        }),
      );
    }
    expect(queue.running).toBe(3);
    expect(queue.waiting).toBe(5);
    await vi.runAllTimersAsync();
    await Promise.all(done);
    expect(peak).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("takes new tasks while others run", async () => {
    const queue = new TaskQueue(1);
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      queue.add(async () => {
        order.push("first");
        queue.add(async () => {
          order.push("second");
          resolve();
        });
      });
    });
    expect(order).toEqual(["first", "second"]);
  });
});

describe("formatBytes", () => {
  it("speaks megabytes and kilobytes in the locale", () => {
    expect(formatBytes(15 * 1024 * 1024, "en-US")).toBe("15 MB");
    expect(formatBytes(2.5 * 1024 * 1024, "fr")).toBe("2,5\u202fMo");
    expect(formatBytes(300 * 1024, "en-GB")).toBe("300 kB");
  });
});
