import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";

describe("seededRandom", () => {
  it("gives the same stream for the same seed, and another for another seed", () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw(2026)).toEqual(draw(2026));
    expect(draw(2026)).not.toEqual(draw(2027));
  });

  it("stays in [0, 1) and does not fall into a short cycle", () => {
    const random = seededRandom(2026);
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i += 1) {
      const value = random();
      expect(value >= 0 && value < 1).toBe(true);
      seen.add(value);
    }
    // 32-bit outputs: about one repeat is expected in 100,000 draws by chance; a cycle would repeat thousands.
    expect(seen.size).toBeGreaterThan(99_990);
  });

  it("spreads its draws evenly (each tenth of [0, 1) within 3 % of its share)", () => {
    const random = seededRandom(7);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) counts[Math.floor(random() * 10)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(300);
  });
});
