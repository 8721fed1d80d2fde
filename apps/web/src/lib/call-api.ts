import type { CallAnswer, CallDeclaration, CallInput } from '@ota/contract';
import { request, type Params, type RequestOptions } from './api-client';

/** What a call may add to the one HTTP client's handling: toasts, silence, handled statuses. */
export type CallOptions = Omit<RequestOptions, 'params' | 'data' | 'json'>;

/** The fields of a query input that a query string carries: texts, numbers, booleans and lists of them. */
function queryParams(input: unknown): Params {
  const params: Params = {};
  if (typeof input !== 'object' || input === null) return params;
  for (const [field, value] of Object.entries(input)) {
    if (['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value)) params[field] = value;
  }
  return params;
}

/**
 * Calls a call declared in the contract (decision 0043): its method, path and encoding come from the
 * declaration, the answer is the envelope's `data` typed by the declaration's answer schema. Everything
 * else (token, 403 rule, toasts, timeout) is the one HTTP client's.
 */
export async function callApi<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  const carried: RequestOptions =
    call.encoding === 'query'
      ? { params: queryParams(input) }
      : { data: input, json: call.encoding === 'json' };
  const body = await request<CallAnswer<C>>(call.method, call.path, { ...options, ...carried });
  return body.data;
}
