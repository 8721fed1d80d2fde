import { describe, expect, it } from 'vitest';
import { MENU_TREE, filterMenu, firstAllowedPath, flattenRoutes, visibleMenu } from './menu';
import { ALL_PERMISSION_CODES, Permission } from './permissions';

const titles = (codes: string[]) => visibleMenu(filterMenu(MENU_TREE, codes)).map((group) => group.title);
const paths = (codes: string[]) => flattenRoutes(filterMenu(MENU_TREE, codes)).map((route) => route.path);

describe('menu filtering (spec section 6)', () => {
  it('shows every group for every code', () => {
    expect(titles([...ALL_PERMISSION_CODES])).toEqual([
      'menu.flightSearch',
      'menu.airlineManage',
      'menu.orderManage',
      'menu.report',
      'menu.operation',
      'menu.settings',
      'menu.limitedSettings',
    ]);
  });

  it('drops groups left without children', () => {
    expect(titles([Permission.LIMITED_USERS])).toEqual(['menu.limitedSettings']);
    expect(filterMenu(MENU_TREE, [])).toEqual([]);
  });

  it('keeps order details open to an operation-only user without showing Order Manage', () => {
    const codes = [Permission.REFUNDS];
    expect(titles(codes)).toEqual(['menu.operation']);
    expect(paths(codes)).toContain('/html/orderList/details');
    expect(paths(codes)).not.toContain('/html/orderList');
    // The queue of what is due opens Operation for anyone working on cases (issue 10 §5).
    expect(firstAllowedPath(filterMenu(MENU_TREE, codes))).toBe('/html/queue');
    expect(paths(codes)).toContain('/html/refund');
  });

  it('ignores unknown codes', () => {
    expect(filterMenu(MENU_TREE, ['9999-9'])).toEqual([]);
  });
});
