import { describe, expect, it } from 'vitest';
import { columnsStorageKey, readColumns, saveColumns } from './order-columns';

describe('order list columns', () => {
  it('remembers each user’s choice under a key of their own', () => {
    saveColumns(1, ['orderNo', 'status', 'pnr']);
    saveColumns(2, ['orderNo', 'status', 'route', 'taxes']);
    expect(readColumns(1)).toEqual(['orderNo', 'status', 'pnr']);
    expect(readColumns(2)).toEqual(['orderNo', 'status', 'route', 'taxes']);
    expect(columnsStorageKey(7)).toBe('orders.columns.7');
  });

  it('keeps the list’s order, drops unknown names and always keeps the fixed columns', () => {
    localStorage.setItem(columnsStorageKey(3), JSON.stringify(['route', 'bogus', 'pnr']));
    expect(readColumns(3)).toEqual(['orderNo', 'status', 'pnr', 'route']);
  });

  it('answers null when nothing usable is stored', () => {
    expect(readColumns(4)).toBeNull();
    localStorage.setItem(columnsStorageKey(4), '{broken');
    expect(readColumns(4)).toBeNull();
    localStorage.setItem(columnsStorageKey(4), '["bogus"]');
    expect(readColumns(4)).toBeNull();
  });
});
