import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaseOutcome } from './case-outcome';
import { useCaseMove, type SeenCase } from './case-move';

const stale = 'This case was changed by admin at 2026-11-24 08:40:02; reload it';
type Send = (
  seen: SeenCase,
  to: 'PAID' | 'CANCELLED',
  values: { reason?: string },
) => Promise<CaseOutcome<string>>;

function renderMove(send: Send, onMoved = vi.fn()) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useCaseMove({ seen: { id: 7, version: 3, extra: 'x' } as SeenCase, send, queryKey: ['bags'], onMoved }),
    { wrapper },
  );
  return { hook, invalidate, onMoved };
}

afterEach(() => vi.restoreAllMocks());

describe('a case move', () => {
  it('sends the id and version seen with the move, then closes and says so', async () => {
    const send = vi.fn<Send>(async () => ({ done: true, data: 'moved' }));
    const { hook, onMoved } = renderMove(send);
    act(() => hook.result.current.open('PAID'));
    expect(hook.result.current.moving).toBe('PAID');
    await act(() => hook.result.current.submit({ reason: 'why' }));
    expect(send).toHaveBeenCalledWith({ id: 7, version: 3 }, 'PAID', { reason: 'why' });
    expect(hook.result.current.moving).toBeNull();
    expect(onMoved).toHaveBeenCalledWith('moved', 'PAID');
    expect(hook.result.current.busy).toBe(false);
  });

  it('holds every move after a stale version until reloaded, which reads the kind again', async () => {
    const { hook, invalidate, onMoved } = renderMove(async () => ({ done: false, message: stale }));
    act(() => hook.result.current.open('CANCELLED'));
    await act(() => hook.result.current.submit({}));
    expect(hook.result.current.stale).toBe(stale);
    expect(hook.result.current.moving).toBeNull();
    expect(hook.result.current.busy).toBe(true);
    expect(onMoved).not.toHaveBeenCalled();
    act(() => hook.result.current.reload());
    expect(hook.result.current.stale).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bags'] });
  });

  it('keeps the dialog open on any other refusal or a failed call', async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({ done: false, message: 'Bag BG1 is PAID: it cannot move to PAID' })
      .mockRejectedValueOnce(new Error('Network error'));
    const { hook } = renderMove(send);
    act(() => hook.result.current.open('PAID'));
    await act(() => hook.result.current.submit({}));
    expect(hook.result.current.moving).toBe('PAID');
    await act(() => hook.result.current.submit({}));
    expect(hook.result.current.moving).toBe('PAID');
    expect(hook.result.current.stale).toBeNull();
    expect(hook.result.current.saving).toBe(false);
  });

  it('sends nothing without a move open', async () => {
    const send = vi.fn<Send>();
    const { hook } = renderMove(send);
    await act(() => hook.result.current.submit({}));
    expect(send).not.toHaveBeenCalled();
  });
});
