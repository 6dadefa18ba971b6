import { describe, expect, it } from "vitest";
import { checkImageFile, checkImageWidth, IMAGE_MAX_BYTES } from "./image-check.ts";

describe("checkImageFile", () => {
  it("accepts the API's formats up to its size limit", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif"]) {
      expect(checkImageFile({ type, size: 1000 })).toBeNull();
    }
    expect(checkImageFile({ type: "image/png", size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and larger files with the API's codes", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toEqual({
      path: "body.file",
      code: "image_unsupported_format",
    });
    expect(checkImageFile({ type: "image/jpeg", size: IMAGE_MAX_BYTES + 1 })).toEqual({
      path: "body.file",
      code: "image_too_large",
      limit: IMAGE_MAX_BYTES,
    });
  });
});

describe("checkImageWidth", () => {
  it("refuses images narrower than the minimum, when there is one", () => {
    expect(checkImageWidth(800, "file", { minWidth: 1024 })).toEqual({
      path: "body.file",
      code: "image_too_small",
      limit: 1024,
    });
    expect(checkImageWidth(1024, "file", { minWidth: 1024 })).toBeNull();
    expect(checkImageWidth(10)).toBeNull();
  });
});
