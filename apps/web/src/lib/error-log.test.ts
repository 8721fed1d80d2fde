import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearErrorLog,
  enableErrorLog,
  errorLogStore,
  installGlobalErrorHandlers,
  recordError,
} from './error-log';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ status: 200, message: '', data: null }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  enableErrorLog(false);
  clearErrorLog();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('error log', () => {
  it('records nothing unless enabled (production build)', () => {
    recordError(new Error('dev only'));
    expect(errorLogStore.get()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records message, url, time and stack, and sends each error once as JSON', async () => {
    enableErrorLog();
    const error = new Error('boom');
    recordError(error);
    recordError(error);
    expect(errorLogStore.get()).toHaveLength(2);
    expect(errorLogStore.get()[0]).toMatchObject({ message: 'boom', url: window.location.href });
    expect(errorLogStore.get()[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/prod-api/clientErrors');
    expect((init?.headers as Record<string, string>)['Content-Type']).toContain('application/json');
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'boom', stack: error.stack });
    expect(JSON.parse(sessionStorage.getItem('errorLog') ?? '[]')).toHaveLength(2);
  });

  it('listens to window errors and unhandled rejections', () => {
    enableErrorLog();
    const remove = installGlobalErrorHandlers(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rejected' });
    window.dispatchEvent(rejection);
    remove();
    expect(errorLogStore.get().map((entry) => entry.message)).toEqual(['uncaught', 'rejected']);
  });
});
