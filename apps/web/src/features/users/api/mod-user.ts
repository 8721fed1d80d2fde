import { userCalls, type UserModBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** userCalls.modify (JSON); no password keeps the current one. */
export async function modUser(user: UserModBody): Promise<void> {
  await callApi(userCalls.modify, user);
}
