import { userCalls, type UserRoleBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** userCalls.editRoles (JSON {userId, roleIds}): replaces the roles; its failure shows no toast (spec section 8). */
export async function editUserRoles(association: UserRoleBody): Promise<void> {
  await callApi(userCalls.editRoles, association, { silent: true });
}
