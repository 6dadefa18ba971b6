import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { crc32, deflateSync } from "node:zlib";
import { ZImage } from "@keel/contracts/boats";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ImageErrorCode, processImage } from "./image-pipeline.ts";
import { imageUrls, variantWidthsFor } from "./image-urls.ts";
import { createLocalStorage, type LocalDiskStorage } from "./storage.ts";

let dataDir: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "keel-images-"));
  storage = createLocalStorage(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A camera-like JPEG: real pixels plus EXIF with a maker, a serial number and a GPS position. */
async function photoWithGps(width: number, height: number, orientation?: number): Promise<Buffer> {
  const exif = {
    IFD0: { Make: "KeelCam", Model: "Harbour 1", Copyright: "Secret Owner" },
    IFD2: { BodySerialNumber: "SN-0042-SECRET" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "43/1 34/1 5/1",
      GPSLongitudeRef: "E",
      GPSLongitude: "7/1 7/1 0/1",
    },
  };
  let image = sharp({ create: { width, height, channels: 3, background: "#2f7fa8" } })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 3),
            height: Math.round(height / 3),
            channels: 3,
            background: "#f7f7f4",
          },
        },
        left: 10,
        top: 10,
      },
    ])
    .withExif(exif);
  if (orientation) image = image.withMetadata({ orientation });
  return image.jpeg({ quality: 85 }).toBuffer();
}

/** True when the EXIF block points to a GPS IFD (tag 0x8825, in the block's own byte order). */
function hasGpsIfd(exif: Buffer): boolean {
  const isLittleEndian = exif.includes("II*\0");
  return exif.includes(Buffer.from(isLittleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

async function readVariant(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  return buffer(object.stream);
}

function storedFiles(): string[] {
  try {
    return readdirSync(storage.root, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

async function expectRejected(input: Uint8Array, code: ImageErrorCode, status: number): Promise<void> {
  await expect(processImage(input, { storage, namespace: "boats" })).rejects.toMatchObject({ code, status });
  expect(storedFiles()).toEqual([]);
}

/** A valid PNG whose header declares `width` x `height` but carries a single tiny row of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("processImage", () => {
  it("writes AVIF and WebP variants at every width the photo can fill, without its EXIF or GPS", async () => {
    const input = await photoWithGps(2000, 1333);
    const original = await sharp(input).metadata();
    // The fixture really carries EXIF, including a GPS IFD (pointer tag 0x8825).
    expect(original.exif?.includes("KeelCam")).toBe(true);
    expect(hasGpsIfd(original.exif!)).toBe(true);

    const result = await processImage(input, { storage, namespace: "boats" });

    expect(result.key).toMatch(/^boats\/([0-9a-f]{2})\/\1[0-9a-f]{30}$/);
    expect(result).toMatchObject({ width: 2000, height: 1333, variantWidths: [320, 640, 1024, 1600] });
    for (const width of result.variantWidths) {
      for (const format of ["avif", "webp"] as const) {
        const bytes = await readVariant(`${result.key}-${width}.${format}`);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.mediaType).toBe(`image/${format}`);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        for (const secret of ["KeelCam", "SN-0042-SECRET", "Secret Owner"]) {
          expect(bytes.includes(secret)).toBe(false);
        }
      }
    }
  });

  it("turns photos upright by their EXIF orientation and never upscales", async () => {
    // Stored landscape, shot portrait: orientation 6 means "rotate 90° clockwise to view".
    const input = await photoWithGps(1000, 500, 6);

    const result = await processImage(input, { storage, namespace: "boats" });

    expect(result).toMatchObject({ width: 500, height: 1000, variantWidths: [320, 500] });
    const largest = await sharp(await readVariant(`${result.key}-500.webp`)).metadata();
    expect([largest.width, largest.height, largest.orientation]).toEqual([500, 1000, undefined]);
    expect(storedFiles().filter((f) => f.endsWith(".webp") || f.endsWith(".avif"))).toHaveLength(4);
  });

  it("refuses a text file as not an image", async () => {
    await expectRejected(
      Buffer.from("just some text, definitely not a photo\n".repeat(50)),
      "IMAGE_NOT_AN_IMAGE",
      422,
    );
  });

  it("refuses a truncated JPEG", async () => {
    const input = await photoWithGps(1200, 800);
    await expectRejected(input.subarray(0, Math.floor(input.length / 2)), "IMAGE_NOT_AN_IMAGE", 422);
  });

  it("refuses a file over 15 MB before decoding it", async () => {
    const input = Buffer.concat([await photoWithGps(800, 600), Buffer.alloc(15 * 1024 * 1024)]);
    await expectRejected(input, "IMAGE_TOO_LARGE", 413);
  });

  it("refuses an image declaring 30000 x 30000 pixels without decoding it", async () => {
    await expectRejected(pngDeclaring(30_000, 30_000), "IMAGE_TOO_MANY_PIXELS", 422);
  });

  it("refuses an image narrower than 320 pixels", async () => {
    await expectRejected(await photoWithGps(300, 600), "IMAGE_TOO_SMALL", 422);
  });

  it("refuses formats outside the allowed list (SVG can carry scripts)", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    await expectRejected(svg, "IMAGE_UNSUPPORTED_FORMAT", 422);
  });
});

describe("imageUrls", () => {
  it("lists the variants processImage writes, as the ZImage contract", () => {
    const image = imageUrls("boats/ab/abcdef", 1000, 667, "Beneteau Oceanis 46.1");

    expect(ZImage.parse(image)).toEqual(image);
    expect(image.webp.map((v) => v.width)).toEqual(variantWidthsFor(1000));
    expect(image.avif).toEqual([
      { url: "/media/boats/ab/abcdef-320.avif", width: 320 },
      { url: "/media/boats/ab/abcdef-640.avif", width: 640 },
      { url: "/media/boats/ab/abcdef-1000.avif", width: 1000 },
    ]);
    expect(image).toMatchObject({ width: 1000, height: 667, alt: "Beneteau Oceanis 46.1" });
  });
});
