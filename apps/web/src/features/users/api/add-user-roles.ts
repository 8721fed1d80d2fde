import type { UserRoleBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /userRole/add (JSON {userId, roleIds}); its failure shows no toast (spec section 8). */
export async function addUserRoles(association: UserRoleBody): Promise<void> {
  await apiClient.postJson<null>('/userRole/add', association, { silent: true });
}
