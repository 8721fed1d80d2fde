import { userCalls, type UserAddBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** userCalls.add (JSON): answers the new user's id; a refusal shows the server's message. */
export function addUser(user: UserAddBody): Promise<number> {
  return callApi(userCalls.add, user);
}
