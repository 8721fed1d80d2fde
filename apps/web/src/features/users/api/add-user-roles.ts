import { userCalls, type UserRoleBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** userCalls.addRoles (JSON {userId, roleIds}); its failure shows no toast (spec section 8). */
export async function addUserRoles(association: UserRoleBody): Promise<void> {
  await callApi(userCalls.addRoles, association, { silent: true });
}
