import { describe, expect, it } from 'vitest';
import { currentViewKey } from './view-key';

describe('tag keys', () => {
  it('gives each order its own tag, named by its number', () => {
    expect(currentViewKey('/html/orderList/details', '?orderNo=OF1')).toBe(
      '/html/orderList/details?orderNo=OF1',
    );
    expect(currentViewKey('/html/orderList/details', '?orderNo=OF2&tab=x')).toBe(
      '/html/orderList/details?orderNo=OF2',
    );
  });

  it('keeps one tag for a page whatever its query', () => {
    expect(currentViewKey('/html/orderList', '?page=2')).toBe('/html/orderList');
  });
});
