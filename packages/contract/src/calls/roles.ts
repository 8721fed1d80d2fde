import { z } from 'zod';
import { Permission } from '../permissions';
import { roleAddBody, roleDeleteForm, roleEditBody, roleSelectForm } from '../roles';
import { roleRow } from '../users';
import { defineCall } from './define-call';

const manageRoles = { anyOf: [Permission.ROLES] } as const;

/** The roles screen (spec section 3 "Role", decisions 0009 and 0039). */
export const roleCalls = {
  list: defineCall({
    method: 'POST',
    path: '/role/selectAllOrId',
    // The user form lists roles, so the user-management codes may read them too (DESIGN section 4).
    access: { anyOf: [Permission.ROLES, Permission.USERS, Permission.LIMITED_USERS] },
    encoding: 'form',
    input: roleSelectForm,
    answer: z.array(roleRow),
    summary: 'Every role the caller may see, or only the one with the id',
  }),
  add: defineCall({
    method: 'POST',
    path: '/role/addRole',
    access: manageRoles,
    encoding: 'json',
    input: roleAddBody,
    answer: z.number().int(),
    summary: "Adds a role; answers the new role's id",
  }),
  edit: defineCall({
    method: 'POST',
    path: '/role/editRole',
    access: manageRoles,
    encoding: 'json',
    input: roleEditBody,
    answer: z.null(),
    summary: "Changes a role's name, codes or platform",
  }),
  remove: defineCall({
    method: 'POST',
    path: '/role/delRole',
    access: manageRoles,
    encoding: 'form',
    input: roleDeleteForm,
    answer: z.null(),
    summary: 'Deletes a role no user holds',
  }),
};
