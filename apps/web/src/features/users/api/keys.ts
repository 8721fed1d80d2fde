import type { UserPageQuery } from '@ota/contract';

export type UserListParams = Partial<UserPageQuery>;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  details: (id: number) => [...userKeys.all, 'details', id] as const,
  roleOptions: () => [...userKeys.all, 'role-options'] as const,
};
