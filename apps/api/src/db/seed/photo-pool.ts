/**
 * The demo photos: a small pool of drawn scenes rendered once per seed through the real upload pipeline,
 * then shared by every boat of the same category. Rendering per boat would take hours at 100k boats and
 * the pictures would not look any more real. Keys derive from the seed, so a re-seed finds the pool
 * already on disk and skips the rendering.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { processImage } from "../../modules/media/image-pipeline.ts";
import { variantKey, variantWidthsFor } from "../../modules/media/image-urls.ts";
import type { Storage } from "../../modules/media/storage.ts";
import {
  drawScene,
  type Mood,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type SceneSpec,
  sceneSpecs,
} from "./photo-scenes.ts";
import { forkRandom, Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";

/** Bump when scenes or encoding change, so an old pool on disk is not reused. */
const POOL_VERSION = 2;
/** Two renders at a time: one per core on the machines this runs on. */
const CONCURRENCY = 2;

export interface PoolPhoto {
  key: string;
  width: number;
  height: number;
  category: BoatCategory;
  mood: Mood;
}

function poolKey(seed: number, index: number): string {
  const id = createHash("sha256").update(`keel-demo-photo:v${POOL_VERSION}:${seed}:${index}`).digest("hex");
  return `boats/${id.slice(0, 2)}/${id.slice(0, 32)}`;
}

async function isRendered(storage: Storage, key: string): Promise<boolean> {
  const widths = variantWidthsFor(SCENE_WIDTH);
  return storage.has(variantKey(key, widths[widths.length - 1]!, "webp"));
}

async function renderOne(storage: Storage, key: string, svg: string): Promise<void> {
  // A JPEG like a camera's, so the demo photos take exactly the path of an upload.
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  await processImage(photo, { storage, key, encoding: "fast" });
}

/** The pool's photos (keys, sizes, categories) without rendering anything: boats can point at them at once. */
export function planPhotoPool(options: { seed: number; size: number }): {
  photos: PoolPhoto[];
  specs: SceneSpec[];
} {
  const specs = sceneSpecs(options.size, forkRandom(options.seed, "photo-scenes"));
  const photos = specs.map((spec, index) => ({
    key: poolKey(options.seed, index),
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
    category: spec.category,
    mood: spec.mood,
  }));
  return { photos, specs };
}

/** Renders every pool photo not already in storage; returns how many were rendered. */
export async function renderPhotoPool(
  storage: Storage,
  options: { seed: number; size: number },
): Promise<number> {
  const { photos, specs } = planPhotoPool(options);
  let next = 0;
  let rendered = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      if (await isRendered(storage, photos[index]!.key)) continue;
      const spec = specs[index]!;
      await renderOne(storage, photos[index]!.key, drawScene(spec, new Random(spec.seed)));
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return rendered;
}

/** Pool photos grouped by category, for boats to draw from. */
export function groupByCategory(photos: PoolPhoto[]): Record<BoatCategory, PoolPhoto[]> {
  const groups: Record<BoatCategory, PoolPhoto[]> = { power: [], sail: [], unpowered: [] };
  for (const photo of photos) groups[photo.category].push(photo);
  // A tiny pool (tests) may lack a category: fall back to any photo rather than none.
  for (const category of Object.keys(groups) as BoatCategory[]) {
    if (groups[category].length === 0) groups[category] = photos;
  }
  return groups;
}
