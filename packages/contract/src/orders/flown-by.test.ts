import { describe, expect, it } from 'vitest';
import { segmentsFlownBy } from './flown-by';

// Two passengers (1 and 2) on a round trip; passenger 2 changed the way out (segments 3 and 4 are hers).
const segments = [
  { id: 1, back: false, passengerId: null },
  { id: 2, back: true, passengerId: null },
  { id: 3, back: false, passengerId: 2 },
  { id: 4, back: false, passengerId: 2 },
];

describe('segmentsFlownBy', () => {
  it('gives a passenger with no flight of her own the shared ones', () => {
    expect(segmentsFlownBy(segments, 1).map((s) => s.id)).toEqual([1, 2]);
  });

  it('gives a passenger her own flights for the way she changed, and the shared ones for the other way', () => {
    expect(segmentsFlownBy(segments, 2).map((s) => s.id)).toEqual([2, 3, 4]);
  });

  it('gives every passenger the shared flights of an order nobody changed', () => {
    const shared = segments.slice(0, 2);
    expect(segmentsFlownBy(shared, 1)).toEqual(shared);
    expect(segmentsFlownBy(shared, 9)).toEqual(shared);
  });
});
