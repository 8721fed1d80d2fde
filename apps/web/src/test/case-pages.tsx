import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { CaseRecordRow, CaseRowBase } from '@ota/contract';
import { queryClient } from '../lib/query-client';
import { clearSession, saveSession } from '../lib/session';
import { loginData, renderWithApp } from './render';

/** Helpers for the after-sales kinds' page tests: a faked server, the page rendered signed in. */

type Envelope = { status: number; message: string; data: unknown };

export const ok = (data: unknown, message = 'Success'): Envelope => ({ status: 200, message, data });
export const refused = (message: string): Envelope => ({ status: 400, message, data: null });

/** The path a faked fetch was called with, without the API prefix and query. */
export const pathOf = (input: unknown) => String(input).replace('/prod-api', '').split('?')[0] ?? '';

/**
 * A fetch answering by path: a list of answers is given in turn (its last one stays); any other
 * path answers an empty success.
 */
export function fakeCaseServer(routes: Record<string, Envelope | Envelope[]>) {
  const queues = new Map(
    Object.entries(routes).map(([path, answer]) => [path, Array.isArray(answer) ? [...answer] : [answer]]),
  );
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const queue = queues.get(pathOf(input));
    const body = queue ? (queue.length > 1 ? queue.shift() : queue[0]) : ok(null);
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path`: their addresses, and their bodies as form fields. */
export const callsTo = (fetchMock: ReturnType<typeof fakeCaseServer>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => pathOf(url) === path);
export const formBodies = (fetchMock: ReturnType<typeof fakeCaseServer>, path: string) =>
  callsTo(fetchMock, path).map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

/** A page at `path`, signed in with every code. */
export function renderCasePage(page: ReactElement, path: string) {
  saveSession(loginData());
  return renderWithApp(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>, path);
}

/** After each test: signed out, nothing cached, the real fetch back. */
export function resetCasePage() {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
}

/** Picks `label` in the select with test id `testId`. */
export async function pickOption(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input') as HTMLElement);
  const option = (await screen.findAllByText(label, {}, { timeout: 5000 }))
    .map((node) => node.closest('.ant-select-item-option'))
    .find(Boolean);
  fireEvent.click(option as HTMLElement);
}

/** What every case row holds, as the server answers it, with the test's own values. */
export function caseRow<S extends string>(
  status: S,
  overrides: Partial<CaseRowBase<S>> = {},
): CaseRowBase<S> {
  return {
    id: 7,
    orderNo: 'OF2611234966',
    pnr: 'KL96PL',
    airline: 'DA',
    platformType: 1,
    status,
    version: 1,
    passengers: 'FINN WOLF',
    segments: 'DA316 JFK-MAD 2026-12-26 10:00',
    applicationAmount: null,
    confirmedAmount: null,
    serviceCharge: '0.00',
    currency: 'EUR',
    deadline: null,
    secondsLeft: null,
    createdBy: 'operator',
    createTime: '2026-11-24 08:39:13',
    updatedBy: 'operator',
    updateTime: '2026-11-24 08:39:13',
    ...overrides,
  };
}

/** One line of a case's history: a move (from → to) or, without `from`, the case opened. */
export function caseRecord(
  id: number,
  to: string,
  content: string,
  from: string | null = null,
): CaseRecordRow {
  return {
    id,
    createTime: '2026-11-24 08:39:13',
    operator: 'operator',
    action: from === null ? 'OPEN' : 'MOVE',
    fromStatus: from,
    toStatus: to,
    content,
  };
}
