import { BadRequestError } from './errors';

/**
 * Letters of other scripts drawn like Latin ones (after NFKC, which already folds full-width and
 * compatibility forms). A subset of Unicode's confusables (UTS #39) covering the Cyrillic, Greek and
 * Latin look-alikes a typed name can hide; docs/decisions/0020.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ζ: 'z',
  // Latin letters that pass for others
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ʟ: 'l',
  ɪ: 'i',
  ᴏ: 'o',
  // Digits and letters mistaken for each other in most fonts
  '0': 'o',
  '1': 'l',
  i: 'l',
  '5': 's',
};

const COMBINING_MARKS = /\p{M}/gu;
const INVISIBLE = /\p{Cf}/gu;

/** What a name looks like: two names with one skeleton cannot be told apart on screen. */
export function skeleton(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
  // Twice: a look-alike may map to a letter that itself looks like another (Greek ι → i → l).
  const mapped = [...folded.replace(INVISIBLE, '')].map((char) => LOOK_ALIKES[char] ?? char);
  const out = mapped.map((char) => LOOK_ALIKES[char] ?? char).join('');
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** The first of `existing` that looks like `name`, if any. */
export function confusableWith(name: string, existing: Iterable<string>): string | undefined {
  const wanted = skeleton(name);
  for (const other of existing) if (skeleton(other) === wanted) return other;
  return undefined;
}

/** Refuses a new name that only looks like an existing one ('аdmin' with a Cyrillic а beside 'admin'). */
export function assertNotConfusable(kind: 'user' | 'role', name: string, existing: Iterable<string>): void {
  const other = confusableWith(name, existing);
  if (other !== undefined) {
    throw new BadRequestError(`name ${name} looks like the existing ${kind} ${other}: choose another name`);
  }
}
