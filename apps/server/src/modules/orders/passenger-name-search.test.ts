import { describe, expect, it } from 'vitest';
import { containing } from '../../platform/sql-text';
import { normalizePassengerName } from './passenger-name-search';

describe('passenger name search', () => {
  it('reads the airline form SURNAME/GIVEN as given then surname', () => {
    expect(normalizePassengerName('GARCIA/MARIA')).toBe('maria garcia');
    expect(normalizePassengerName(' de luca / anna  maria ')).toBe('anna maria de luca');
  });

  it('lower-cases and collapses spaces of a plain name', () => {
    expect(normalizePassengerName('  Maria   GARCIA ')).toBe('maria garcia');
    expect(normalizePassengerName('garc')).toBe('garc');
  });

  it('keeps a half-typed airline form usable', () => {
    expect(normalizePassengerName('GARCIA/')).toBe('garcia');
  });

  it('escapes LIKE wildcards', () => {
    expect(containing('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
