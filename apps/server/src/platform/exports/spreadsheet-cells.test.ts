import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-cells';

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+34 600', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])('marks %j as text', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['Ana Garcia', 'a=b', '', ' =1', "'=already"])('leaves %j as it is', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it('leaves numbers and empty cells alone', () => {
    expect([neutraliseCell(-12.5), neutraliseCell(null)]).toEqual([-12.5, null]);
  });
});
