import { describe, expect, it } from 'vitest';
import { caseIdOf } from './case-detail';

describe('case detail addresses', () => {
  it('reads a positive whole id of at most ten digits, and nothing else', () => {
    expect(caseIdOf('7')).toBe(7);
    expect(caseIdOf('9999999999')).toBe(9_999_999_999);
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '7 ', '12345678901'])
      expect(caseIdOf(raw)).toBeNull();
  });
});
