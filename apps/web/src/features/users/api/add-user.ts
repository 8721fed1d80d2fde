import type { UserAddBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /user/add (JSON): answers the new user's id; a refusal shows the server's message. */
export async function addUser(user: UserAddBody): Promise<number> {
  const body = await apiClient.postJson<number>('/user/add', user);
  return body.data;
}
