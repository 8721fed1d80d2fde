import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../../test/accounts';
import {
  decide,
  loginRedirect,
  resolveNavigation,
  safeRedirect,
  type GuardSession,
} from './navigation-guard';

const anonymous: GuardSession = { token: null, codes: [], freshlyLoaded: false };
const as = (codes: readonly string[], freshlyLoaded = false): GuardSession => ({
  token: 't',
  codes,
  freshlyLoaded,
});
const admin = as(DEMO_CODES.admin);
const operator = as(DEMO_CODES.operator);
const limited = as(DEMO_CODES.limited);

describe('decide: without a token', () => {
  it('allows only /login', () => {
    expect(decide('/login', '', anonymous)).toEqual({ kind: 'allow', page: 'login' });
  });

  it('sends every other path to /login, keeping the wanted path and query in `redirect`', () => {
    expect(decide('/html/orderList', 'a=1', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhtml%2ForderList%3Fa%3D1',
    });
    expect(decide('/html/nowhere', '', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhtml%2Fnowhere',
    });
    expect(decide('/', '', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/404', '', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('decide: with a token', () => {
  it('sends /login to /', () => {
    expect(decide('/login', '', admin)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends / to the first allowed route', () => {
    expect(decide('/', '', admin)).toEqual({ kind: 'redirect', to: '/html/flight/list' });
    expect(decide('/', '', operator)).toEqual({ kind: 'redirect', to: '/html/orderList' });
    expect(decide('/', '', limited)).toEqual({ kind: 'redirect', to: '/html/normalAuthManage' });
    expect(decide('/', '', as([]))).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('allows /404 and an allowed page', () => {
    expect(decide('/404', '', operator)).toEqual({ kind: 'allow', page: 'notFound' });
    const allowed = decide('/html/refund', '', operator);
    expect(allowed.kind === 'allow' && allowed.page === 'route' && allowed.route.title).toBe('menu.refund');
    expect(decide('/html/refund/', '', operator).kind).toBe('allow');
  });

  it('sends unknown paths to /404', () => {
    expect(decide('/html/nowhere', '', admin)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/foo', '', admin)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/html/orderlist', '', admin)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('sends a page the user may not open to /404', () => {
    expect(decide('/html/userManage', '', operator)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/html/orderList', '', limited)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('right after the menus were read back from storage, sends such a page to the first allowed route', () => {
    expect(decide('/html/userManage', '', as(DEMO_CODES.operator, true))).toEqual({
      kind: 'redirect',
      to: '/html/orderList',
    });
    expect(decide('/html/nowhere', '', as(DEMO_CODES.operator, true))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(decide('/html/refund', '', as(DEMO_CODES.operator, true)).kind).toBe('allow');
  });

  it('sends a group path to its first allowed child', () => {
    expect(decide('/html/orderManage', '', admin)).toEqual({ kind: 'redirect', to: '/html/orderList' });
    // The queue of what is due comes first in Operation, for anyone who works on a kind of case.
    expect(decide('/html/operation', '', as(['1005-6']))).toEqual({ kind: 'redirect', to: '/html/queue' });
    expect(decide('/html/settings', '', limited)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('sends hidden pages without their orderNo to their redirectTo', () => {
    expect(decide('/html/orderList/details', '', admin)).toEqual({
      kind: 'redirect',
      to: '/html/orderManage',
    });
    expect(decide('/html/orderList/details', 'orderNo=', admin)).toEqual({
      kind: 'redirect',
      to: '/html/orderManage',
    });
    expect(decide('/html/orderRebook/details', '', admin)).toEqual({
      kind: 'redirect',
      to: '/html/orderList/details',
    });
    expect(decide('/html/orderRebook/ConfirmRebook', 'x=1', admin)).toEqual({
      kind: 'redirect',
      to: '/html/orderRebook/details',
    });
    expect(decide('/html/orderList/details', 'orderNo=OF123', admin).kind).toBe('allow');
    expect(decide('/html/orderRebook/ConfirmRebook', 'orderNo=OF1', admin).kind).toBe('allow');
    expect(decide('/html/orderList/payment', '', admin).kind).toBe('allow');
  });
});

describe('resolveNavigation', () => {
  it('shows an allowed address as is', () => {
    expect(resolveNavigation('/html/orderList/details', 'orderNo=a%20b', admin)).toEqual({
      decision: expect.objectContaining({ kind: 'allow', page: 'route' }),
      redirectTo: null,
    });
  });

  it('follows redirect chains to the page finally shown', () => {
    expect(resolveNavigation('/html/orderRebook/ConfirmRebook', '', admin).redirectTo).toBe(
      '/html/orderList',
    );
    expect(resolveNavigation('/html/orderList/details', '', operator).redirectTo).toBe('/html/orderList');
    expect(resolveNavigation('/', '', limited).redirectTo).toBe('/html/normalAuthManage');
    expect(resolveNavigation('/login', '', admin).redirectTo).toBe('/html/flight/list');
    expect(resolveNavigation('/html/orderList', '', anonymous).redirectTo).toBe(
      '/login?redirect=%2Fhtml%2ForderList',
    );
    expect(resolveNavigation('/login', '', anonymous).redirectTo).toBeNull();
  });

  it('ends on /404 for a user with no page at all', () => {
    expect(resolveNavigation('/', '', as([])).redirectTo).toBe('/404');
  });
});

describe('redirect query', () => {
  it('keeps same-origin paths only', () => {
    expect(safeRedirect('/html/seat?x=1')).toBe('/html/seat?x=1');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
    expect(loginRedirect('/')).toBe('/login');
  });
});
