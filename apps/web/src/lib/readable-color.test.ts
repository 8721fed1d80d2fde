import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, tintOf } from './readable-color';

describe('readable colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#169efd')).toBeCloseTo(2.85, 1);
  });

  it('darkens the theme colour until white on it reads at 5:1', () => {
    expect(readableShade('#169efd')).toBe('#1072b6');
    for (const colour of ['#169efd', '#13c2c2', '#52c41a', '#fa8c16', '#faad14', '#fff']) {
      expect(contrastRatio(readableShade(colour), '#ffffff')).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps a colour that is already dark enough', () => {
    expect(readableShade('#2f4554')).toBe('#2f4554');
  });

  it('the shade still reads at 4.5:1 on its own light tint', () => {
    const shade = readableShade('#169efd');
    expect(contrastRatio(shade, tintOf(shade, 0.94))).toBeGreaterThanOrEqual(4.5);
  });
});
