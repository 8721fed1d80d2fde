import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';
import {
  addView,
  clearViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  readStoredViews,
  refreshCurrentView,
  refreshStore,
  TAGS_STORAGE_KEY,
  tagsStore,
} from './tags-store';

const view = (path: string, affix = false) => ({
  key: path,
  path,
  fullPath: path,
  title: `menu.${path}`,
  affix,
});
const order = (orderNo: string) => ({
  key: `/html/orderList/details?orderNo=${orderNo}`,
  path: '/html/orderList/details',
  fullPath: `/html/orderList/details?orderNo=${orderNo}`,
  title: 'menu.orderDetails',
  label: orderNo,
  affix: false,
});
const signedInAs = (name: string) => sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify({ name }));

beforeEach(() => signedInAs('admin'));
afterEach(() => {
  clearViews();
  sessionStorage.clear();
});

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

  it('keeps one tag per order, named by its number, and closes each on its own', () => {
    addView(view('/html/orderList'));
    addView(order('OF1'));
    addView(order('OF2'));
    addView(order('OF1'));
    expect(tagsStore.get().map((v) => v.label ?? v.path)).toEqual(['/html/orderList', 'OF1', 'OF2']);
    expect(closeView(order('OF1').key).map((v) => v.label ?? v.path)).toEqual(['/html/orderList', 'OF2']);
  });

  it('keeps the open tags in session storage for the signed-in user, and drops them at logout', () => {
    addView(view('/html/refund', true));
    addView(order('OF7'));
    expect(readStoredViews()).toEqual([view('/html/refund', true), order('OF7')]);
    signedInAs('operator');
    expect(readStoredViews()).toEqual([]);
    signedInAs('admin');
    clearViews();
    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
  });

  it('ignores a malformed stored entry', () => {
    sessionStorage.setItem(TAGS_STORAGE_KEY, '{"user":"admin","views":[{"path":1}]}');
    expect(readStoredViews()).toEqual([]);
    sessionStorage.setItem(TAGS_STORAGE_KEY, 'not json');
    expect(readStoredViews()).toEqual([]);
  });

  it('refresh bumps the remount key', () => {
    const before = refreshStore.get();
    refreshCurrentView();
    expect(refreshStore.get()).toBe(before + 1);
  });
});
