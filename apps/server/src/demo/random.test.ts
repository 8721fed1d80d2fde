import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('demo PRNG', () => {
  it('repeats the same sequence for a seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = [a.next(), a.int(1, 6), a.amount(10, 20)];
    expect([b.next(), b.int(1, 6), b.amount(10, 20)]).toEqual(first);
    expect(createRandom(43).next()).not.toBe(first[0]);
  });

  it('stays in range', () => {
    const random = createRandom(7);
    for (let n = 0; n < 1000; n += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(random.amount(1, 2)).toMatch(/^[12]\.\d{2}$/);
    }
  });
});
