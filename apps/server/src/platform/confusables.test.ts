import { describe, expect, it } from 'vitest';
import { confusableWith, skeleton } from './confusables';

describe('names that only look the same', () => {
  it('folds Cyrillic, Greek and full-width look-alikes, case and accents to one skeleton', () => {
    expect(skeleton('аdmin')).toBe(skeleton('admin'));
    expect(skeleton('ΑDMΙN')).toBe(skeleton('admin'));
    expect(skeleton('ａｄｍｉｎ')).toBe(skeleton('admin'));
    expect(skeleton('adrnin')).toBe(skeleton('admin'));
    expect(skeleton('Operat0r')).toBe(skeleton('operator'));
    expect(skeleton('ad\u200Bmin')).toBe(skeleton('admin'));
    expect(skeleton('josé')).toBe(skeleton('jose'));
  });

  it('tells different names apart', () => {
    expect(confusableWith('edreams', ['admin', 'operator', 'limited', 'support'])).toBeUndefined();
    expect(confusableWith('carla', ['carlos'])).toBeUndefined();
    expect(confusableWith('ѕupport', ['admin', 'support'])).toBe('support');
  });
});
