/**
 * Deterministic randomness for the demo data: the same seed number always yields the same marketplace, so
 * screenshots, bug reports and benchmarks refer to the same boats. Each part of the generator draws from its
 * own stream (`forkRandom`), so adding a partner does not reshuffle every boat after it.
 */
import { seededRandom } from "@keel/contracts/seeded-random";

/** FNV-1a: turns a label into 32 bits, to derive independent streams from one seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  readonly #next: () => number;

  constructor(seed: number) {
    this.#next = seededRandom(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.#next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.#next() * items.length)]!;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.#next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in random order (partial Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.#next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Roughly normal (Irwin-Hall of 3), clamped: prices and sizes cluster without wild outliers. */
  around(
    mean: number,
    spread: number,
    min = Number.NEGATIVE_INFINITY,
    max = Number.POSITIVE_INFINITY,
  ): number {
    const centred = (this.#next() + this.#next() + this.#next()) / 3 - 0.5;
    return Math.min(max, Math.max(min, mean + centred * 2 * spread));
  }
}

/** An independent stream for one part of the generator, reproducible from the run's seed. */
export function forkRandom(seed: number, label: string): Random {
  return new Random(hashString(`${seed}:${label}`));
}
