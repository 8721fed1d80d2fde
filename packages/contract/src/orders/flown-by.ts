/** What `segmentsFlownBy` needs of a segment: its direction and whose it is. */
export interface SegmentOwner {
  back: boolean;
  /** null: shared by the order's passengers; a passenger's id: that passenger's own flight. */
  passengerId: number | null;
}

/**
 * The flights one passenger flies. After a ticket change of some passengers of an order, each of them
 * has flights of their own for the way that changed (decision 0041): in each direction a passenger flies
 * their own flights when they have any, and the order's shared ones otherwise.
 */
export function segmentsFlownBy<S extends SegmentOwner>(segments: readonly S[], passengerId: number): S[] {
  const ownWay = new Set(segments.filter((s) => s.passengerId === passengerId).map((s) => s.back));
  return segments.filter((s) =>
    s.passengerId === null ? !ownWay.has(s.back) : s.passengerId === passengerId,
  );
}
