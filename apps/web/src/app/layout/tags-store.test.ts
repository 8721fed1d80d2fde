import { afterEach, describe, expect, it } from 'vitest';
import {
  addView,
  clearViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  refreshCurrentView,
  refreshStore,
  tagsStore,
} from './tags-store';

const view = (path: string, affix = false) => ({ path, fullPath: path, title: `menu.${path}`, affix });

afterEach(() => clearViews());

describe('tags store', () => {
  it('adds each visited page once, affixed ones first, and updates the query', () => {
    addView(view('/html/refund'));
    addView(view('/html/seat'));
    addView(view('/html/flight/list', true));
    addView({ ...view('/html/refund'), fullPath: '/html/refund?page=2' });
    expect(tagsStore.get().map((v) => v.fullPath)).toEqual([
      '/html/flight/list',
      '/html/refund?page=2',
      '/html/seat',
    ]);
  });

  it('never closes affixed tags', () => {
    addView(view('/a', true));
    addView(view('/b'));
    addView(view('/c'));
    expect(closeView('/a').map((v) => v.path)).toEqual(['/a', '/b', '/c']);
    expect(closeView('/b').map((v) => v.path)).toEqual(['/a', '/c']);
    addView(view('/d'));
    expect(closeOtherViews('/d').map((v) => v.path)).toEqual(['/a', '/d']);
    expect(closeAllViews().map((v) => v.path)).toEqual(['/a']);
    clearViews();
    expect(tagsStore.get()).toEqual([]);
  });

  it('refresh bumps the remount key', () => {
    const before = refreshStore.get();
    refreshCurrentView();
    expect(refreshStore.get()).toBe(before + 1);
  });
});
