/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  return {
    /** In [0, 1). */
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** A money amount in [min, max] with cents, as a decimal string. */
    amount(min: number, max: number): string {
      const cents = int(min * 100, max * 100);
      return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
