/**
 * A deterministic stream of numbers in [0, 1) from a seed: the same seed always gives the same stream, so demo
 * data, benchmarks and tests that draw from it are reproducible. mulberry32: 32 bits of state moved on by a
 * constant odd step, so the stream only repeats after 2^32 draws. Not for anything secret.
 *
 * Every seeded draw in the project comes from here. A linear congruential step written in plain numbers
 * (`state * 1103515245 + 12345`, modulo 2^31) looks equivalent but is not: the product passes 2^53, the low bits
 * are rounded away, and the stream falls into a cycle of about 10,000 draws.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
