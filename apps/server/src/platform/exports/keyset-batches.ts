/** Where a batch ends in a list's order (a time and the id that breaks ties). */
export type Key = { time: string; id: number };

/**
 * Keyset pagination over a list in (time, id) order: one batch in memory at a time, the same code on
 * both engines (no cursor holds PGlite's only connection).
 */
export async function* keysetBatches<T extends { id: number; keyTime: string }>(
  fetch: (key: Key | null) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  let key: Key | null = null;
  for (;;) {
    const rows = await fetch(key);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    key = { time: last.keyTime, id: last.id };
  }
}
