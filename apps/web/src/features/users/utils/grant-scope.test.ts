import { describe, expect, it } from 'vitest';
import type { RoleRow } from '@ota/contract';
import { canGivePlatform, canGrantRole, canManageUser, clientGrantScope, codesOfRoles } from './grant-scope';
import { fromPlatformChoice, toPlatformChoice } from './platform-choice';

const roles: RoleRow[] = [
  { id: 1, name: 'Administrator', codes: ['1001-1', '1004-1', '1007-1'], platformType: null },
  { id: 2, name: 'Limited user manager', codes: ['1007-1'], platformType: 1 },
];
const user = (platformType: number | null) => ({ id: 9, name: 'me', domain: 'x', platformType });

describe('client grant scope', () => {
  it('limits a 1007-1 holder without 1004-1 to its own codes and platform', () => {
    const limited = clientGrantScope(['1007-1'], user(1));
    expect(limited.limited).toBe(true);
    expect(canGrantRole(limited, roles[0] as RoleRow)).toBe(false);
    expect(canGrantRole(limited, roles[1] as RoleRow)).toBe(true);
    expect(canManageUser(limited, { roleIds: [1] }, roles)).toBe(false);
    expect(canManageUser(limited, { roleIds: [2] }, roles)).toBe(true);
    expect(canManageUser(limited, { roleIds: [] }, roles)).toBe(true);
    // A role the limited manager cannot see (the reseller's own Administrator, hidden from platform 1).
    expect(canManageUser(limited, { roleIds: [1] }, roles.slice(1))).toBe(false);
    expect(canGivePlatform(limited, 1)).toBe(true);
    expect(canGivePlatform(limited, 2)).toBe(false);
    expect(canGivePlatform(limited, null)).toBe(false);
  });

  it('lets a user manager give roles within its codes, touch any user, and give its own platform only', () => {
    const manager = clientGrantScope(['1004-1', '1007-1'], user(1));
    expect(manager.limited).toBe(false);
    // Decision 0039: 1001-1 is not the manager's to give.
    expect(canGrantRole(manager, roles[0] as RoleRow)).toBe(false);
    expect(canGrantRole(manager, roles[1] as RoleRow)).toBe(true);
    expect(canGrantRole(clientGrantScope(['1001-1', '1004-1', '1007-1'], user(1)), roles[0] as RoleRow)).toBe(
      true,
    );
    expect(canManageUser(manager, { roleIds: [1] }, roles)).toBe(true);
    expect(canGivePlatform(manager, 1)).toBe(true);
    expect(canGivePlatform(manager, null)).toBe(false);
    expect(canGivePlatform(manager, 2)).toBe(false);
    expect(canGivePlatform(clientGrantScope(['1004-1'], user(null)), null)).toBe(true);
    expect(canGivePlatform(clientGrantScope(['1007-1'], user(null)), 2)).toBe(true);
  });

  it('unites the codes of roles', () => {
    expect(codesOfRoles([1, 2], roles)).toEqual(['1001-1', '1004-1', '1007-1', '1007-1']);
    expect(codesOfRoles([3], roles)).toEqual([]);
  });

  it('maps the platform field to platformType and back', () => {
    expect([1, 2, null].map((value) => toPlatformChoice(value))).toEqual(['onefly', 'edreams', 'none']);
    expect(fromPlatformChoice('onefly')).toBe(1);
    expect(fromPlatformChoice('edreams')).toBe(2);
    expect(fromPlatformChoice('none')).toBeNull();
  });
});
