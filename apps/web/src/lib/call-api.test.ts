import { thresholdCalls } from '@ota/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './call-api';
import { setMessageApi, type MessageApi } from './notify';

const messages = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ status: 200, message: 'Success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(url),
    method: init?.method,
    body: init?.body,
    headers: init?.headers as Record<string, string>,
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setMessageApi(messages as unknown as MessageApi);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setMessageApi(null);
});

describe('callApi: a declared call through the one HTTP client', () => {
  it('sends a query call as GET params on its declared path and resolves its data', async () => {
    fetchMock.mockResolvedValue(answer({ pageList: [], totalCount: 0 }));
    const page = await callApi(thresholdCalls.page, { pageNum: 2, pageSize: 20, currency: undefined });
    expect(page).toEqual({ pageList: [], totalCount: 0 });
    expect(lastCall()).toMatchObject({
      url: '/prod-api/threshold/pageList?pageNum=2&pageSize=20',
      method: 'GET',
    });
    expect(lastCall().body).toBeUndefined();
  });

  it('sends a JSON call as a JSON body', async () => {
    fetchMock.mockResolvedValue(answer({ id: 7 }));
    const added = await callApi(thresholdCalls.add, { currency: 'EUR', warningThreshold: 100.5 });
    expect(added).toEqual({ id: 7 });
    const sent = lastCall();
    expect(sent).toMatchObject({ url: '/prod-api/threshold/add', method: 'POST' });
    expect(sent.headers['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(String(sent.body))).toEqual({ currency: 'EUR', warningThreshold: 100.5 });
  });

  it('passes the options of the client on (a success toast)', async () => {
    fetchMock.mockResolvedValue(answer(null));
    await expect(
      callApi(thresholdCalls.remove, { id: 3 }, { successMessage: 'Deleted' }),
    ).resolves.toBeNull();
    expect(lastCall().url).toBe('/prod-api/threshold/delete?id=3');
    expect(messages.success.mock.calls[0]?.[0]).toBe('Deleted');
  });
});
