import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '@ota/contract';
import { DEMO_CODES } from '../test/accounts';
import {
  ALL_PAGES,
  activeMenuPath,
  allowedTree,
  breadcrumbOf,
  findRoute,
  firstAllowedRoute,
  isPathAllowed,
  visibleMenu,
} from './permissions';

const groups = (codes: readonly string[]) => visibleMenu(allowedTree(codes)).map((g) => g.title);
const pages = (codes: readonly string[]) =>
  visibleMenu(allowedTree(codes)).flatMap((g) => (g.children ?? []).map((c) => c.path));

describe('routes generated from codes', () => {
  it('admin sees all seven groups with every page', () => {
    expect(groups(DEMO_CODES.admin)).toEqual([
      'menu.flightSearch',
      'menu.airlineManage',
      'menu.orderManage',
      'menu.report',
      'menu.operation',
      'menu.settings',
      'menu.limitedSettings',
    ]);
    // The spec's 21 pages and the queue of what is due (issue 10 §5).
    expect(pages(DEMO_CODES.admin)).toHaveLength(22);
    expect(firstAllowedRoute(DEMO_CODES.admin)).toBe('/html/flight/list');
  });

  it('operator sees only Order Manage (order list) and Operation', () => {
    expect(groups(DEMO_CODES.operator)).toEqual(['menu.orderManage', 'menu.operation']);
    expect(pages(DEMO_CODES.operator)).toEqual([
      '/html/orderList',
      '/html/queue',
      '/html/refund',
      '/html/changing',
      '/html/baggage',
      '/html/passenger',
      '/html/voidTicket',
      '/html/seat',
      '/html/compensation',
    ]);
    expect(firstAllowedRoute(DEMO_CODES.operator)).toBe('/html/orderList');
  });

  it('limited sees only Limited Settings', () => {
    expect(groups(DEMO_CODES.limited)).toEqual(['menu.limitedSettings']);
    expect(pages(DEMO_CODES.limited)).toEqual(['/html/normalAuthManage']);
    expect(firstAllowedRoute(DEMO_CODES.limited)).toBe('/html/normalAuthManage');
  });

  it('hidden routes are allowed by their code but never in the menu', () => {
    expect(isPathAllowed('/html/orderList/details', DEMO_CODES.operator)).toBe(true);
    expect(isPathAllowed('/html/refund/refundDetail', DEMO_CODES.operator)).toBe(true);
    expect(isPathAllowed('/html/orderRebook/details', DEMO_CODES.operator)).toBe(false);
    expect(pages(DEMO_CODES.admin)).not.toContain('/html/orderList/details');
    expect(pages(DEMO_CODES.admin).some((path) => findRoute(path)?.hidden)).toBe(false);
  });

  it('hides a group left with hidden children only, keeping those pages open, and drops a group with none', () => {
    // 1005-3 alone opens /html/baggage and its detail page, and order details (anyOf 1005-x)
    // without showing Order Manage in the menu.
    expect(groups(['1005-3'])).toEqual(['menu.operation']);
    expect(isPathAllowed('/html/baggage/baggageDetail', ['1005-3'])).toBe(true);
    expect(isPathAllowed('/html/orderList/details', ['1005-3'])).toBe(true);
    expect(isPathAllowed('/html/orderList', ['1005-3'])).toBe(false);
    expect(allowedTree([])).toEqual([]);
    expect(firstAllowedRoute([])).toBeUndefined();
  });

  it('knows every page of the tree', () => {
    expect(ALL_PAGES.length).toBe(35);
    expect(ALL_PAGES.every((route) => !route.children)).toBe(true);
    expect(MENU_TREE.length).toBe(7);
  });
});

describe('menu helpers', () => {
  it('highlights the list of a hidden detail page', () => {
    expect(activeMenuPath('/html/refund/refundDetail')).toBe('/html/refund');
    expect(activeMenuPath('/html/orderRebook/ConfirmRebook')).toBe('/html/orderRebook');
    expect(activeMenuPath('/html/orderList/details')).toBe('/html/orderList');
    expect(activeMenuPath('/html/seat')).toBe('/html/seat');
  });

  it('gives group › page breadcrumbs', () => {
    expect(breadcrumbOf('/html/orderList').map((r) => r.title)).toEqual([
      'menu.orderManage',
      'menu.orderList',
    ]);
    expect(breadcrumbOf('/html/seat/setDetail').map((r) => r.title)).toEqual([
      'menu.operation',
      'menu.seatDetail',
    ]);
    expect(breadcrumbOf('/nowhere')).toEqual([]);
  });
});
