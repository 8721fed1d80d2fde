import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAddBody } from '@ota/contract';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { addUser } from './add-user';
import { addUserRoles } from './add-user-roles';
import { editUserRoles } from './edit-user-roles';
import { userKeys } from './keys';
import { modUser } from './mod-user';

export interface UserSave {
  /** null: a new user. */
  id: number | null;
  user: Omit<UserAddBody, 'password'> & { password?: string };
  roleIds: number[];
  /** The roles the user holds now: unchanged roles are not sent again. */
  previousRoleIds: readonly number[];
}

/** The user was saved but the association was refused: the form goes on as an edit of that user. */
export class RolesNotSavedError extends Error {
  constructor(
    readonly userId: number,
    message: string,
  ) {
    super(message);
    this.name = 'RolesNotSavedError';
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join();
  return sorted(a) === sorted(b);
}

async function saveRoles(call: () => Promise<void>, userId: number): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw new RolesNotSavedError(userId, isApiError(error) ? error.message : String(error));
  }
}

/** The user (POST /user/add or /user/mod), then its roles (POST /userRole/add or /userRole/edit). */
export async function saveUser({ id, user, roleIds, previousRoleIds }: UserSave): Promise<number> {
  if (id === null) {
    const newId = await addUser({ ...user, password: user.password ?? '' });
    await saveRoles(() => addUserRoles({ userId: newId, roleIds }), newId);
    return newId;
  }
  await modUser({ ...user, id });
  if (!sameIds(roleIds, previousRoleIds)) await saveRoles(() => editUserRoles({ userId: id, roleIds }), id);
  return id;
}

export function useSaveUser(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => notify.success(successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
