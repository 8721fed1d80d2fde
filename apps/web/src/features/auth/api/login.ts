import { authCalls, type LoginData, type LoginForm } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** authCalls.login: form-encoded userName and passWord (spec section 7, Auth). */
export function login(form: LoginForm, fallback: string): Promise<LoginData> {
  return callApi(authCalls.login, form, { fallback });
}
