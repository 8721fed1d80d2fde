import { describe, expect, it } from 'vitest';
import { FORMULA_CODE_POINTS, neutraliseCell } from './spreadsheet-cells';

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+34 600', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])('marks %j as text', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['＝1+1', '＋34 600', '－2+3', '＠SUM(A1)', '﹦1+1', '﹢1', '﹣1', '﹫SUM(A1)', '⁼1', '₊1'])(
    'marks the full-width or compatibility form %j as text too',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Ana Garcia', 'a=b', '', ' =1', '\u3000＝1', "'=already", 'Ａna', '−1', '‐1'])(
    'leaves %j as it is',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );

  it('leaves numbers and empty cells alone', () => {
    expect([neutraliseCell(-12.5), neutraliseCell(null)]).toEqual([-12.5, null]);
  });

  it('knows every code point NFKC folds to a formula start, none beyond the first plane', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    const folding: number[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      if (starts.includes(String.fromCodePoint(code).normalize('NFKC').charAt(0))) folding.push(code);
    }
    expect(FORMULA_CODE_POINTS).toEqual(folding);
    expect(FORMULA_CODE_POINTS).toEqual(expect.arrayContaining([0xff1d, 0xff0b, 0xff0d, 0xff20]));
  });
});
