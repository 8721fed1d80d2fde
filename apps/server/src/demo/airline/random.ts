import { createRandom, type Random } from '../random';

/** 32-bit FNV-1a: turns the seed and the parts of a question into a stream's starting state. */
export function hash32(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Its own stream per question, so answering one route never shifts the numbers of another. */
export function rngFor(...parts: readonly (string | number)[]): Random {
  return createRandom(hash32(...parts));
}
