import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLASH_SECONDS, leaveFlash, showFlash, takeFlash } from './flash';
import { setMessageApi, type MessageApi } from './notify';

const messages = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };

afterEach(() => {
  setMessageApi(null);
  vi.clearAllMocks();
});

describe('flash message across a reload', () => {
  it('is taken once', () => {
    leaveFlash({ level: 'error', key: 'errors.forbidden' });
    expect(takeFlash()).toEqual({ level: 'error', key: 'errors.forbidden' });
    expect(takeFlash()).toBeNull();
    expect(sessionStorage.getItem('flash')).toBeNull();
  });

  it('ignores what is not a flash', () => {
    sessionStorage.setItem('flash', '{not json');
    expect(takeFlash()).toBeNull();
    sessionStorage.setItem('flash', JSON.stringify({ level: 'shout', key: 'errors.forbidden' }));
    expect(takeFlash()).toBeNull();
    expect(sessionStorage.getItem('flash')).toBeNull();
  });

  it('is shown translated, long enough to be read, and only once', () => {
    setMessageApi(messages as unknown as MessageApi);
    leaveFlash({ level: 'error', key: 'errors.forbidden' });
    showFlash((key) => `translated ${key}`);
    showFlash((key) => `translated ${key}`);
    expect(messages.error).toHaveBeenCalledTimes(1);
    expect(messages.error).toHaveBeenCalledWith('translated errors.forbidden', FLASH_SECONDS);
  });
});
