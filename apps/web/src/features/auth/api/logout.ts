import { authCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** authCalls.logout with the token as params; its failure changes nothing (the client logs out anyway). */
export async function logout(token: string): Promise<void> {
  await callApi(authCalls.logout, { token }, { silent: 'all', ignoreForbidden: true });
}
