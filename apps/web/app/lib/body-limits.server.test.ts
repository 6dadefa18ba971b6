import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import {
  API_JSON_BODY_LIMIT,
  apiBodyLimit,
  BodyTooLargeError,
  declaredLengthOver,
  FORM_BODY_LIMIT,
  limitBody,
  siteBodyLimit,
  UPLOAD_BODY_LIMIT,
} from "./body-limits.server.ts";
import { IMAGE_MAX_BYTES } from "./image-check.ts";

describe("siteBodyLimit", () => {
  it("gives the image limit to the routes that take a picture, in every language and as data requests", () => {
    for (const path of [
      "/dashboard/settings",
      "/fr/dashboard/settings",
      "/dashboard/settings.data",
      "/es/dashboard/settings/team",
      "/dashboard/settings/team.data",
      "/it/dashboard/boats/42/photos",
    ])
      expect(siteBodyLimit(path), path).toBe(UPLOAD_BODY_LIMIT);
  });

  it("keeps every other form small", () => {
    for (const path of [
      "/auth/login",
      "/fr/auth/login.data",
      "/contact",
      "/_root.data",
      "/dashboard/settings/security",
      "/dashboard/settings/members",
      "/dashboard/boats/42",
      "/admin/users/3",
    ])
      expect(siteBodyLimit(path), path).toBe(FORM_BODY_LIMIT);
    expect(FORM_BODY_LIMIT).toBeLessThan(UPLOAD_BODY_LIMIT);
  });

  it("leaves room for a whole image of the API's limit and little more", () => {
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(UPLOAD_BODY_LIMIT - IMAGE_MAX_BYTES).toBeLessThanOrEqual(64 * 1024);
  });
});

describe("apiBodyLimit", () => {
  it("applies the API's own limits by content type", () => {
    expect(apiBodyLimit("multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(apiBodyLimit("application/json")).toBe(API_JSON_BODY_LIMIT);
    expect(apiBodyLimit(undefined)).toBe(API_JSON_BODY_LIMIT);
  });
});

describe("declaredLengthOver", () => {
  it("names a declared length over the limit, nothing otherwise", () => {
    expect(declaredLengthOver("101", 100)).toBe(101);
    expect(declaredLengthOver("100", 100)).toBeNull();
    expect(declaredLengthOver(undefined, 100)).toBeNull();
  });
});

describe("limitBody", () => {
  const chunks = (count: number, size: number) =>
    Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 1)));

  it("passes a body within the limit through whole", async () => {
    const received: Buffer[] = [];
    await pipeline(
      chunks(4, 25),
      limitBody(100, () => {}),
      async (source) => {
        for await (const chunk of source) received.push(chunk as Buffer);
      },
    );
    expect(Buffer.concat(received)).toHaveLength(100);
  });

  it("fails past the limit without passing on a byte beyond it", async () => {
    let reported: BodyTooLargeError | undefined;
    let passed = 0;
    const run = pipeline(
      chunks(10, 30),
      limitBody(100, (error) => {
        reported = error;
      }),
      async (source) => {
        for await (const chunk of source) passed += (chunk as Buffer).length;
      },
    );
    await expect(run).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(reported?.limit).toBe(100);
    expect(passed).toBeLessThanOrEqual(100);
  });
});
