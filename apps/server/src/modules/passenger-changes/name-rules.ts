import { NAME_CORRECTION_MAX_LETTERS, type PassengerChangeType } from '@ota/contract';

/** Letters to add, drop or replace to turn one name into the other (the '/' and spaces count as letters). */
export function lettersChanged(before: string, after: string): number {
  const a = [...before.toUpperCase()];
  const b = [...after.toUpperCase()];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, letter] of a.entries()) {
    const current = [i + 1];
    for (const [j, other] of b.entries())
      current.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (current[j] ?? 0) + 1,
          (previous[j] ?? 0) + (letter === other ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Why this change may not be asked for, or null (the airline's name-change rules). */
export function nameRuleProblem(type: PassengerChangeType, before: string, after: string): string | null {
  const changed = lettersChanged(before, after);
  if (type === 'DOCUMENT_UPDATE')
    return changed === 0 ? null : 'name: a document update keeps the name; a new name is a name correction';
  if (changed === 0) return 'name: a name correction must change the name';
  if (changed > NAME_CORRECTION_MAX_LETTERS)
    return `name: a name correction may change at most ${NAME_CORRECTION_MAX_LETTERS} letters; ${before} → ${after} changes ${changed}, which needs a new ticket`;
  return null;
}
