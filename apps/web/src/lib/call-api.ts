import type { ApiEnvelope, CallAnswer, CallDeclaration, CallInput, FileCall, JsonCall } from '@ota/contract';
import { download, request, type DownloadedFile, type Params, type RequestOptions } from './api-client';

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

/** Where the input goes, as the declaration's encoding says. */
function carried(call: CallDeclaration, input: unknown): RequestOptions {
  if (call.encoding === 'query' || call.encoding === 'query-or-form') return { params: queryParams(input) };
  return { data: input, json: call.encoding === 'json' };
}

/**
 * Calls a call declared in the contract (decision 0043): its method, path and encoding come from the
 * declaration, the answer is the envelope's `data` typed by the declaration's answer schema. Everything
 * else (token, 403 rule, toasts, timeout) is the one HTTP client's.
 */
export async function callApi<C extends JsonCall>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  return (await callEnvelope(call, input, options)).data;
}

/**
 * As callApi, resolving the whole envelope: for a caller that reads a refusal itself (a `handled`
 * status resolves with the server's message, as the HTTP client has always done).
 */
export function callEnvelope<C extends JsonCall>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<ApiEnvelope<CallAnswer<C>>> {
  return request<CallAnswer<C>>(call.method, call.path, { ...options, ...carried(call, input) });
}

/** Downloads a declared export: null when the range holds nothing (after the empty-data warning). */
export function downloadCall<C extends FileCall>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<DownloadedFile | null> {
  return download(call.path, { ...options, ...carried(call, input), method: call.method });
}
