import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '@ota/contract';
import { checkedCodes, codeGroups, codeTitle } from './code-groups';

describe('permission code groups', () => {
  it('groups every permission code once, under its menu group', () => {
    const groups = codeGroups();
    const codes = groups.flatMap((group) => group.codes.map((entry) => entry.code));
    expect([...codes].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(groups.map((group) => group.title)).toEqual([
      'menu.flightSearch',
      'menu.airlineManage',
      'menu.orderManage',
      'menu.report',
      'menu.operation',
      'menu.settings',
      'menu.limitedSettings',
    ]);
    expect(groups.find((group) => group.title === 'menu.settings')?.codes).toEqual([
      { code: '1004-1', title: 'menu.userManage' },
      { code: '1004-2', title: 'menu.roleManage' },
      { code: '1004-3', title: 'menu.emailManage' },
      { code: '1004-4', title: 'menu.thresholdValueManage' },
    ]);
  });

  it('names the page of a code', () => {
    expect(codeTitle('1001-1')).toBe('menu.orderList');
    expect(codeTitle('9999-9')).toBeUndefined();
  });

  it('keeps the codes of checked keys, in the permission order', () => {
    expect(checkedCodes(['/html/settings', '1004-2', '1001-1', '1004-2'])).toEqual(['1001-1', '1004-2']);
  });
});
