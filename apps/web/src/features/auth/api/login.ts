import type { LoginData, LoginForm } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /login, form-encoded userName and passWord (spec section 7, Auth). */
export async function login(form: LoginForm, fallback: string): Promise<LoginData> {
  const body = await apiClient.post<LoginData>('/login', form, { fallback });
  return body.data;
}
