import { apiClient } from '../../../lib/api-client';

/** POST /logout with the token as params; its failure changes nothing (the client logs out anyway). */
export async function logout(token: string): Promise<void> {
  await apiClient.post('/logout', undefined, { params: { token }, silent: 'all', ignoreForbidden: true });
}
