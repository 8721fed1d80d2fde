import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../../test/accounts';
import { loginTarget } from './login-target';

describe('after sign-in', () => {
  it('goes to the redirect query when allowed', () => {
    expect(loginTarget('/html/refund?x=1', DEMO_CODES.operator, 't')).toBe('/html/refund?x=1');
  });

  it('goes to the first allowed route otherwise', () => {
    expect(loginTarget(null, DEMO_CODES.operator, 't')).toBe('/html/orderList');
    expect(loginTarget('/html/userManage', DEMO_CODES.operator, 't')).toBe('/html/orderList');
    expect(loginTarget('//evil.example', DEMO_CODES.limited, 't')).toBe('/html/normalAuthManage');
    expect(loginTarget('/html/orderManage', DEMO_CODES.admin, 't')).toBe('/html/orderList');
  });
});
