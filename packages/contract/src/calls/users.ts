import { z } from 'zod';
import { Permission } from '../permissions';
import { userAddBody, userIdBody, userModBody, userPage, userRoleBody } from '../users';
import { userPageQuery } from '../user-list';
import { defineCall } from './define-call';

// What a limited manager (1007-1) may do is narrowed by the server (grant-scope.ts).
const manageUsers = { anyOf: [Permission.USERS, Permission.LIMITED_USERS] } as const;

/** The users screen (spec section 3 "User", decision 0009). */
export const userCalls = {
  page: defineCall({
    method: 'GET',
    path: '/user/page/list',
    access: manageUsers,
    encoding: 'query',
    input: userPageQuery,
    answer: userPage,
    summary: 'A page of users, each with its roles',
  }),
  details: defineCall({
    method: 'POST',
    path: '/user/details',
    access: manageUsers,
    encoding: 'form',
    input: userIdBody,
    answer: userPage,
    summary: 'One user, as the only item of a page (an empty page when no user has the id)',
  }),
  add: defineCall({
    method: 'POST',
    path: '/user/add',
    access: manageUsers,
    encoding: 'json',
    input: userAddBody,
    answer: z.number().int(),
    summary: "Adds a user (its roles follow through /userRole/add); answers the new user's id",
  }),
  modify: defineCall({
    method: 'POST',
    path: '/user/mod',
    access: manageUsers,
    encoding: 'json',
    input: userModBody,
    answer: z.null(),
    summary: "Changes a user's name, phone, email, password or platform",
  }),
  remove: defineCall({
    method: 'POST',
    path: '/user/del',
    access: manageUsers,
    encoding: 'json',
    input: userIdBody,
    answer: z.null(),
    summary: 'Deletes a user and ends their sessions',
  }),
  addRoles: defineCall({
    method: 'POST',
    path: '/userRole/add',
    access: manageUsers,
    encoding: 'json',
    input: userRoleBody,
    answer: z.null(),
    summary: "Adds roles to a user's",
  }),
  editRoles: defineCall({
    method: 'POST',
    path: '/userRole/edit',
    access: manageUsers,
    encoding: 'json',
    input: userRoleBody,
    answer: z.null(),
    summary: "Replaces a user's roles",
  }),
};
