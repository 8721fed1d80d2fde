import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  EMPTY_EXPORT_MESSAGE,
  REQUEST_TIMEOUT_MS,
  apiClient,
  configureApiClient,
  filenameFromDisposition,
  resetApiClient,
} from './api-client';
import { takeFlash } from './flash';
import { i18n } from './i18n';
import { setMessageApi, type MessageApi } from './notify';

const messages = {
  success: vi.fn(),
  error: vi.fn(),
  warning: vi.fn(),
  info: vi.fn(),
};
const reload = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setMessageApi(messages as unknown as MessageApi);
  configureApiClient({ reload, reloadDelayMs: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  resetApiClient();
  setMessageApi(null);
});

describe('requests', () => {
  it('prefixes /prod-api, sends params as a query string and no token header without a token', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, message: 'ok', data: [1] }));
    const body = await apiClient.get<number[]>('/user/page/list', {
      pageNum: 1,
      name: 'a b',
      skip: undefined,
    });
    expect(body).toEqual({ status: 200, message: 'ok', data: [1] });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/prod-api/user/page/list?pageNum=1&name=a+b');
    expect(init.method).toBe('GET');
    expect(headers['X-Token']).toBeUndefined();
  });

  it('sends the session token as X-Token', async () => {
    sessionStorage.setItem('token', 'tok-1');
    fetchMock.mockResolvedValue(json({ status: 200, message: '', data: null }));
    await apiClient.get('/userTransactionRecord/balanceInfo');
    expect(lastCall().headers['X-Token']).toBe('tok-1');
  });

  it('form-encodes a POST without an explicit type', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, message: '', data: null }));
    await apiClient.post('/login', { userName: 'admin', passWord: 'p&w' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(init.body).toBe('userName=admin&passWord=p%26w');
  });

  it('sends JSON with json: true', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, message: '', data: null }));
    await apiClient.postJson('/user/add', { name: 'x', roleIds: [1, 2] });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toContain('application/json');
    expect(init.body).toBe('{"name":"x","roleIds":[1,2]}');
  });

  it('sends POST params in the query string (logout)', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, message: '', data: null }));
    await apiClient.post('/logout', undefined, { params: { token: 'abc' } });
    expect(lastCall().url).toBe('/prod-api/logout?token=abc');
    expect(lastCall().init.body).toBeUndefined();
  });
});

describe('answers', () => {
  it('status 200 resolves silently, or with the message / Success when asked', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 200, message: 'Saved', data: 1 }));
    await apiClient.post('/x', {});
    expect(messages.success).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ status: 200, message: 'Saved', data: 1 }));
    await apiClient.post('/x', {}, { successMessage: true });
    expect(messages.success).toHaveBeenLastCalledWith('Saved', undefined);

    fetchMock.mockResolvedValueOnce(json({ status: 200, message: '', data: 1 }));
    await apiClient.post('/x', {}, { successMessage: true });
    expect(messages.success).toHaveBeenLastCalledWith('Success', undefined);
  });

  it('non-200 shows the server message and rejects with a typed error', async () => {
    fetchMock.mockResolvedValue(json({ status: 400, message: 'Refund already confirmed', data: null }));
    const error = await apiClient.post('/orderRefund/update', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', status: 400, message: 'Refund already confirmed' });
    expect(messages.error).toHaveBeenCalledWith('Refund already confirmed', undefined);
  });

  it("non-200 without a message shows 'failed' or the caller's fallback", async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 500, message: '', data: null }));
    await expect(apiClient.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(messages.error).toHaveBeenLastCalledWith('failed', undefined);

    fetchMock.mockResolvedValueOnce(json({ status: 201, message: '', data: null }));
    await expect(apiClient.get('/x', undefined, { fallback: 'No Content' })).rejects.toMatchObject({
      status: 201,
    });
    expect(messages.error).toHaveBeenLastCalledWith('No Content', undefined);
  });

  it('silent calls show nothing on a non-200 status but still reject', async () => {
    fetchMock.mockResolvedValue(json({ status: 400, message: 'nope', data: null }));
    await expect(apiClient.get('/user/page/list', undefined, { silent: true })).rejects.toMatchObject({
      kind: 'status',
    });
    expect(messages.error).not.toHaveBeenCalled();
  });

  it('resolves statuses the caller handles itself', async () => {
    fetchMock.mockResolvedValue(json({ status: 400, message: 'Bag already added', data: null }));
    const body = await apiClient.post('/twoBaggageInfo/add', {}, { handled: [400] });
    expect(body.status).toBe(400);
    expect(messages.error).not.toHaveBeenCalled();
  });

  it("HTTP 403: 'You don't have permission', session storage cleared, page reloaded", async () => {
    sessionStorage.setItem('token', 'expired');
    sessionStorage.setItem('menu', '[]');
    localStorage.setItem('language', 'zh');
    fetchMock.mockResolvedValue(json({ status: 403, message: "You don't have permission" }, 403));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    expect(messages.error).toHaveBeenCalledWith("You don't have permission", undefined);
    // Only the message for the page after the reload is left (lib/flash.ts).
    expect(Object.keys(sessionStorage)).toEqual(['flash']);
    expect(takeFlash()).toEqual({ level: 'error', key: 'errors.forbidden' });
    expect(localStorage.getItem('language')).toBe('zh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 403 reloads after the configured delay, once for parallel calls', async () => {
    vi.useFakeTimers();
    configureApiClient({ reloadDelayMs: 1000 });
    fetchMock.mockImplementation(async () =>
      json({ status: 403, message: "You don't have permission" }, 403),
    );
    await Promise.allSettled([apiClient.get('/a'), apiClient.get('/b')]);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(messages.error).toHaveBeenCalledTimes(1);
  });

  it('a network error shows its message for 5 seconds', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(messages.error).toHaveBeenCalledWith('Failed to fetch', 5);
  });

  it('another HTTP error shows the envelope message (or the status) for 5 seconds', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 404, message: 'Not found: /prod-api/x' }, 404));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(messages.error).toHaveBeenLastCalledWith('Not found: /prod-api/x', 5);

    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(messages.error).toHaveBeenLastCalledWith('Request failed with status code 502', 5);
  });

  it('times out after 1,000,000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(messages.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 1000000ms exceeded' });
    expect(messages.error).toHaveBeenCalledWith('timeout of 1000000ms exceeded', 5);
  });

  it("silent: 'all' shows no toast even for a network error", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      apiClient.postJson('/clientErrors', { message: 'x' }, { silent: 'all' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(messages.error).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  const file = (bytes: number, headers: Record<string, string> = {}) =>
    new Response('x'.repeat(bytes), { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });

  it('returns the blob and the Content-Disposition file name', async () => {
    fetchMock.mockResolvedValue(
      file(101, {
        'Content-Disposition': "attachment; filename*=UTF-8''order%20Jan%201%20-%20Jan%207%202025.csv",
      }),
    );
    const result = await apiClient.download('/edreams/order/exportCsv', { params: { stime: '2025-01-01' } });
    expect(result?.blob.size).toBe(101);
    expect(result?.filename).toBe('order Jan 1 - Jan 7 2025.csv');
    expect(lastCall().url).toBe('/prod-api/edreams/order/exportCsv?stime=2025-01-01');
  });

  it('asks for the file in the operator’s language (its headings and labels follow it)', async () => {
    await i18n.changeLanguage('ja');
    try {
      fetchMock.mockResolvedValue(file(101));
      await apiClient.download('/edreams/refund/exportCsv');
      expect(lastCall().headers['Accept-Language']).toBe('ja');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('treats 100 bytes or less as empty, with the warning', async () => {
    fetchMock.mockResolvedValue(file(100));
    await expect(apiClient.download('/financial/export')).resolves.toBeNull();
    expect(messages.warning).toHaveBeenCalledWith(EMPTY_EXPORT_MESSAGE, undefined);
  });

  it('shows the message of a JSON answer as an error', async () => {
    fetchMock.mockResolvedValue(json({ status: 400, message: 'startTime must be a date', data: null }));
    await expect(apiClient.download('/financial/export')).rejects.toMatchObject({
      kind: 'status',
      status: 400,
    });
    expect(messages.error).toHaveBeenCalledWith('startTime must be a date', undefined);
  });

  it('parses plain and quoted file names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
