import { describe, expect, it } from 'vitest';
import { lettersChanged, nameRuleProblem } from './name-rules';

describe('name-change rules', () => {
  it.each([
    ['MUELLER/ANNA', 'MUELLER/ANNA', 0],
    ['MUELLER/ANNA', 'MULLER/ANNA', 1],
    ['MUELLER/ANA', 'MUELLER/ANNA', 1],
    ['GARCIA/JOSE', 'GRACIA/JOSE', 2],
    ['SMITH/JOHN', 'JONES/MARY', 9],
  ])('%s → %s changes %i letters', (before, after, letters) => {
    expect(lettersChanged(before, after)).toBe(letters);
  });

  it('lets a correction of up to three letters through, and no more', () => {
    expect(nameRuleProblem('NAME_CORRECTION', 'MUELLER/ANNA', 'MULLER/ANA')).toBeNull();
    expect(nameRuleProblem('NAME_CORRECTION', 'SMITH/JOHN', 'JONES/MARY')).toBe(
      'name: a name correction may change at most 3 letters; SMITH/JOHN → JONES/MARY changes 9, which needs a new ticket',
    );
    expect(nameRuleProblem('NAME_CORRECTION', 'SMITH/JOHN', 'SMITH/JOHN')).toBe(
      'name: a name correction must change the name',
    );
  });

  it('keeps the name in a document update', () => {
    expect(nameRuleProblem('DOCUMENT_UPDATE', 'SMITH/JOHN', 'SMITH/JOHN')).toBeNull();
    expect(nameRuleProblem('DOCUMENT_UPDATE', 'SMITH/JOHN', 'SMITH/JON')).toBe(
      'name: a document update keeps the name; a new name is a name correction',
    );
  });
});
