import type { UserModBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /user/mod (JSON); no password keeps the current one. */
export async function modUser(user: UserModBody): Promise<void> {
  await apiClient.postJson<null>('/user/mod', user);
}
