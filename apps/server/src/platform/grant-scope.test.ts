import { ALL_PERMISSION_CODES, Permission, type PermissionCode } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import type { Principal } from './permissions';
import {
  assertInsideWall,
  assertMayGivePlatform,
  assertNotSelf,
  platformWall,
  assertMayGrant,
  assertMayManage,
  codesBeyond,
  describeCodes,
  grantScopeOf,
} from './grant-scope';

const principal = (codes: readonly PermissionCode[], platformType: number | null = 1): Principal => ({
  user: { id: 7, name: 'someone', domain: 'onefly.com', platformType },
  codes: new Set(codes),
  platformType,
  sessionId: 1,
});

describe('grant scope', () => {
  it('limits a 1007-1 holder without 1004-1 only', () => {
    expect(grantScopeOf(principal([Permission.LIMITED_USERS])).limited).toBe(true);
    expect(grantScopeOf(principal([Permission.LIMITED_USERS, Permission.USERS])).limited).toBe(false);
    expect(grantScopeOf(principal([Permission.USERS])).limited).toBe(false);
  });

  it('finds the codes beyond a limited caller, none beyond a user manager', () => {
    const limited = grantScopeOf(principal([Permission.LIMITED_USERS, Permission.ORDER_LIST]));
    expect(codesBeyond(limited, ['1001-1', '1005-1', '1005-1', '1007-1'])).toEqual(['1005-1']);
    expect(codesBeyond(grantScopeOf(principal(ALL_PERMISSION_CODES)), ['1005-1'])).toEqual([]);
  });

  it('words codes in the permission order, five at most', () => {
    expect(describeCodes(['1005-1', '1001-1'])).toBe('1001-1, 1005-1');
    expect(describeCodes(ALL_PERMISSION_CODES)).toBe(
      `1001-1, 1001-2, 1001-3, 1002-1, 1003-1 and ${ALL_PERMISSION_CODES.length - 5} more`,
    );
  });

  it('refuses what a limited caller lacks, by name', () => {
    const limited = grantScopeOf(principal([Permission.LIMITED_USERS]));
    expect(() => assertMayGrant(limited, [{ name: 'Desk', codes: ['1001-1'] }])).toThrow(
      'roleIds: role Desk has codes you do not hold (1001-1)',
    );
    expect(() => assertMayGrant(limited, [{ name: 'Mine', codes: ['1007-1'] }])).not.toThrow();
    expect(() => assertMayManage(limited, { name: 'ann', codes: ['1004-1'] })).toThrow(
      'User ann holds codes you do not hold (1004-1): ask a user manager (1004-1)',
    );
    expect(() => assertMayManage(limited, { name: 'bob', codes: [] })).not.toThrow();
  });

  it('lets any manager give its own platform only, unless it sees every platform', () => {
    const onefly = grantScopeOf(principal([Permission.LIMITED_USERS], 1));
    expect(() => assertMayGivePlatform(onefly, 1)).not.toThrow();
    expect(() => assertMayGivePlatform(onefly, 2)).toThrow('platformType must be your own platform (1)');
    expect(() => assertMayGivePlatform(onefly, null)).toThrow();
    const everywhere = grantScopeOf(principal([Permission.LIMITED_USERS], null));
    expect(() => assertMayGivePlatform(everywhere, 2)).not.toThrow();
    const manager = grantScopeOf(principal([Permission.USERS], 2));
    expect(() => assertMayGivePlatform(manager, null)).toThrow('platformType must be your own platform (2)');
    expect(() => assertMayGivePlatform(manager, 1)).toThrow('platformType must be your own platform (2)');
    expect(() => assertMayGivePlatform(manager, 2)).not.toThrow();
  });
});

describe('platform walls', () => {
  it('hides users of another platform, and none from a manager without a platform', () => {
    const edreams = grantScopeOf(principal([Permission.USERS], 2));
    expect(platformWall(edreams)).toBe(2);
    expect(() => assertInsideWall(edreams, { id: 1, platformType: 1 })).toThrow('User 1 does not exist');
    expect(() => assertInsideWall(edreams, { id: 3, platformType: null })).toThrow('User 3 does not exist');
    expect(() => assertInsideWall(edreams, { id: 2, platformType: 2 })).not.toThrow();
    const support = grantScopeOf(principal([Permission.USERS], null));
    expect(platformWall(support)).toBeUndefined();
    expect(() => assertInsideWall(support, { id: 1, platformType: 1 })).not.toThrow();
  });

  it('refuses a manager its own platform and roles', () => {
    const support = grantScopeOf(principal([Permission.USERS], null));
    expect(() => assertNotSelf(support, 7, 'platform')).toThrow('You cannot change your own platform');
    expect(() => assertNotSelf(support, 7, 'roles')).toThrow('You cannot change your own roles');
    expect(() => assertNotSelf(support, 8, 'roles')).not.toThrow();
  });
});
