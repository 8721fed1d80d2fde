import { API_BASE, ApiStatus, FORBIDDEN_MESSAGE, type ApiEnvelope } from '@ota/contract';
import { leaveFlash } from './flash';
import { DEFAULT_LANGUAGE, i18n } from './i18n';
import { notify } from './notify';
import { labelLeadingField } from './server-message';
import { getToken } from './session';

/** Spec section 9: request timeout 1,000,000 ms. */
export const REQUEST_TIMEOUT_MS = 1_000_000;
/** Spec sections 5 and 9: an export of 100 bytes or less holds no data. */
export const EMPTY_EXPORT_MAX_BYTES = 100;
export const EMPTY_EXPORT_MESSAGE = 'There is currently no data available for the selected time period';
/** Transport errors stay on screen for 5 seconds (spec section 8). */
export const TRANSPORT_ERROR_SECONDS = 5;
export const DEFAULT_FALLBACK = 'failed';

/** The fallback texts of the error catalogue (spec section 8). */
export type ErrorFallback = 'failed' | 'Fail' | 'Failed' | 'Faild' | 'No Content' | (string & {});

type Primitive = string | number | boolean;
export type Params = Record<string, Primitive | null | undefined | readonly Primitive[]>;

export interface RequestOptions {
  /** Query string fields. */
  params?: Params;
  /** Body of a POST: form-encoded by default, JSON with `json: true`; FormData is sent as is. */
  data?: unknown;
  json?: boolean;
  /** Toast text when a non-success answer has no message ('failed' by default). */
  fallback?: ErrorFallback;
  /**
   * true: no toast for a non-success status (the calls the spec lists as silent);
   * 'all': no toast of any kind (background work such as error reports).
   */
  silent?: boolean | 'all';
  /** Show a success toast: true shows the server message or 'Success'; a string is shown as is. */
  successMessage?: boolean | string;
  /** Envelope statuses besides 200 the caller handles itself: resolved without a toast. */
  handled?: readonly number[];
  /** Do not apply the HTTP 403 rule (logout, error reports). */
  ignoreForbidden?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type ApiErrorKind = 'status' | 'forbidden' | 'http' | 'network' | 'timeout';

/** Every failed call rejects with this, so lists can empty themselves (total 0). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly envelope: ApiEnvelope<unknown> | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number, envelope?: ApiEnvelope<unknown>) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.envelope = envelope;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ClientConfig {
  reload: () => void;
  /** Time for the 403 message to be read before the page reloads. */
  reloadDelayMs: number;
}

const defaultConfig: ClientConfig = {
  reload: () => window.location.reload(),
  reloadDelayMs: 1200,
};
let config: ClientConfig = { ...defaultConfig };
let forbiddenPending = false;

/** Tests inject the reload; the app keeps the defaults. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
}

export function resetApiClient(): void {
  config = { ...defaultConfig };
  forbiddenPending = false;
}

export function buildQuery(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item: Primitive) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function formBody(data: unknown): URLSearchParams {
  const body = new URLSearchParams();
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((item) => body.append(key, String(item)));
      else body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return body;
}

/** Spec section 8's text, in the operator's language (the English one is the spec's own). */
export const FORBIDDEN_KEY = 'errors.forbidden';

function handleForbidden(): void {
  if (forbiddenPending) return;
  forbiddenPending = true;
  notify.error(i18n.t(FORBIDDEN_KEY, { defaultValue: FORBIDDEN_MESSAGE }));
  sessionStorage.clear();
  // The toast goes with the page: the next start shows it again, on the login page.
  leaveFlash({ level: 'error', key: FORBIDDEN_KEY });
  if (config.reloadDelayMs <= 0) config.reload();
  else setTimeout(() => config.reload(), config.reloadDelayMs);
}

function transportError(
  kind: ApiErrorKind,
  text: string,
  options: RequestOptions,
  status?: number,
): ApiError {
  if (options.silent !== 'all') notify.error(text, TRANSPORT_ERROR_SECONDS);
  return new ApiError(kind, text, status);
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function send(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<Response> {
  // The server answers its messages in the operator's language (decision 0033).
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || DEFAULT_LANGUAGE };
  const token = getToken();
  if (token) headers['X-Token'] = token;

  let body: BodyInit | undefined;
  if (method === 'POST' && options.data !== undefined) {
    if (typeof FormData !== 'undefined' && options.data instanceof FormData) {
      body = options.data;
    } else if (options.json) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(options.data);
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = formBody(options.data).toString();
    }
  } else if (method === 'POST' && options.json) {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
  }

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);

  try {
    return await fetch(`${API_BASE}${path}${buildQuery(options.params)}`, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw transportError('timeout', `timeout of ${timeoutMs}ms exceeded`, options);
    if (outer?.aborted) throw new ApiError('network', 'canceled');
    const text = error instanceof Error && error.message ? error.message : 'Network Error';
    throw transportError('network', text, options);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** HTTP-level failures: 403 (permission rule) and any other non-2xx answer. */
async function checkHttp(response: Response, options: RequestOptions): Promise<void> {
  if (response.status === ApiStatus.FORBIDDEN && !options.ignoreForbidden) {
    handleForbidden();
    throw new ApiError('forbidden', FORBIDDEN_MESSAGE, ApiStatus.FORBIDDEN);
  }
  if (!response.ok) {
    const body = await readJson(response);
    const text =
      isEnvelope(body) && body.message ? body.message : `Request failed with status code ${response.status}`;
    throw transportError('http', text, options, response.status);
  }
}

function settle<T>(body: unknown, options: RequestOptions): ApiEnvelope<T> {
  if (!isEnvelope(body)) throw transportError('http', 'Invalid response', options);
  if (body.status === ApiStatus.FORBIDDEN && !options.ignoreForbidden) {
    handleForbidden();
    throw new ApiError('forbidden', FORBIDDEN_MESSAGE, ApiStatus.FORBIDDEN, body);
  }
  if (body.status === ApiStatus.OK) {
    if (options.successMessage) {
      notify.success(
        typeof options.successMessage === 'string' ? options.successMessage : body.message || 'Success',
      );
    }
    return body as ApiEnvelope<T>;
  }
  // A refusal naming a field by its API name names it as the reader knows it.
  const refused = body.message
    ? { ...body, message: labelLeadingField(body.message, i18n.t.bind(i18n)) }
    : body;
  if (options.handled?.includes(refused.status)) return refused as ApiEnvelope<T>;
  const text = refused.message || options.fallback || DEFAULT_FALLBACK;
  if (!options.silent) notify.error(text);
  throw new ApiError('status', text, refused.status, refused);
}

/** One call of the API, unwrapped to its envelope; resolves only for status 200 (or a `handled` one). */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const response = await send(method, path, options);
  await checkHttp(response, options);
  return settle<T>(await readJson(response), options);
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** File name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.trim() : null;
}

/**
 * A file export. Resolves null (after the empty-data warning) when the file holds 100 bytes or
 * less; a JSON answer is a refusal whose message is shown as an error.
 */
export async function download(
  path: string,
  options: RequestOptions & { method?: 'GET' | 'POST' } = {},
): Promise<DownloadedFile | null> {
  const response = await send(options.method ?? 'GET', path, options);
  await checkHttp(response, options);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = await readJson(response);
    const text = (isEnvelope(body) && body.message) || options.fallback || DEFAULT_FALLBACK;
    if (isEnvelope(body) && body.status === ApiStatus.FORBIDDEN && !options.ignoreForbidden) {
      handleForbidden();
      throw new ApiError('forbidden', FORBIDDEN_MESSAGE, ApiStatus.FORBIDDEN, body);
    }
    if (options.silent !== 'all') notify.error(text);
    throw new ApiError(
      'status',
      text,
      isEnvelope(body) ? body.status : undefined,
      isEnvelope(body) ? body : undefined,
    );
  }
  const blob = await response.blob();
  if (blob.size <= EMPTY_EXPORT_MAX_BYTES) {
    if (options.silent !== 'all') notify.warning(EMPTY_EXPORT_MESSAGE);
    return null;
  }
  return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** Hands a downloaded file to the browser as a file save. */
export function saveDownload(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const apiClient = {
  get: <T>(path: string, params?: Params, options: Omit<RequestOptions, 'params'> = {}) =>
    request<T>('GET', path, { ...options, params }),
  post: <T>(path: string, data?: unknown, options: Omit<RequestOptions, 'data'> = {}) =>
    request<T>('POST', path, { ...options, data }),
  /** POST a JSON body. */
  postJson: <T>(path: string, data?: unknown, options: Omit<RequestOptions, 'data' | 'json'> = {}) =>
    request<T>('POST', path, { ...options, data, json: true }),
  download,
};
