import type { UserRoleBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /userRole/edit (JSON {userId, roleIds}): replaces the roles; its failure shows no toast (spec section 8). */
export async function editUserRoles(association: UserRoleBody): Promise<void> {
  await apiClient.postJson<null>('/userRole/edit', association, { silent: true });
}
