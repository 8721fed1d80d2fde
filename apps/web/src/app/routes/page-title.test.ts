import { describe, expect, it } from 'vitest';
import { pageTitle, titleKeyOf } from './page-title';

describe('page title', () => {
  it("is the route's title key, then ' - OTA Console'", () => {
    expect(titleKeyOf('/html/orderList')).toBe('menu.orderList');
    expect(titleKeyOf('/login')).toBe('login.title');
    expect(titleKeyOf('/404')).toBe('errors.pageNotFound');
    expect(titleKeyOf('/nowhere')).toBeUndefined();
    expect(pageTitle('Order List')).toBe('Order List - OTA Console');
    expect(pageTitle(undefined)).toBe('OTA Console');
  });
});
