import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CompensationRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import CompensationListPage from './compensation-list-page';
import { complaintRow, disruptionRow } from './test-rows';

const SLOW = { timeout: 5000 };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The list answers `rows`; an add answers `added` (a 400 message when a string). */
function fakeServer(rows: CompensationRow[], added: CompensationRow | string = disruptionRow) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    if (String(url).includes('/add'))
      return json(
        typeof added === 'string'
          ? { status: 400, message: added, data: null }
          : { status: 200, message: 'Success', data: added },
      );
    return json({ status: 200, message: 'Success', data: { pageList: rows, totalCount: rows.length } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof fakeServer>, call: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(call))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function renderPage(path = '/html/compensation') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <CompensationListPage />
    </QueryClientProvider>,
    path,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('compensation list page', { timeout: 30_000 }, () => {
  it('lists cases with their type, source, EU261 band and a link to each', async () => {
    const fetchMock = fakeServer([disruptionRow, complaintRow]);
    renderPage();
    const table = await screen.findByTestId('compensation-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'CP00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/compensation/compensationDetail?id=7');
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Airline (EU261)')).toBeTruthy();
    expect(within(first as HTMLElement).getByTestId('eu261-band').textContent).toContain(
      '250.00 EUR per passenger',
    );
    expect(within(second as HTMLElement).getByText('Goodwill (agency)')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Complaint')).toBeTruthy();
    expect(screen.getByText('2 cases')).toBeTruthy();
    expect(bodies(fetchMock, '/page/list')[0]).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  it('sends the filters of the address as JSON and says when nothing matches', async () => {
    const fetchMock = fakeServer([]);
    renderPage('/html/compensation?status=CANCELLED&type=GOODWILL');
    expect(await screen.findByText('No compensation cases', {}, SLOW)).toBeTruthy();
    expect(bodies(fetchMock, '/page/list')[0]).toMatchObject({ status: 'CANCELLED', type: 'GOODWILL' });
    fireEvent.change(screen.getByLabelText('Order no.'), { target: { value: ' of1 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(bodies(fetchMock, '/page/list').at(-1)).toMatchObject({ orderNo: 'OF1' }));
  });

  it('adds a compensation from a disrupted order without an amount, and warns on a refusal', async () => {
    const fetchMock = fakeServer([], 'source: order OF1 is on no flight disruption; open it as a complaint');
    renderPage();
    fireEvent.click(await screen.findByTestId('add-compensation', {}, SLOW));
    fireEvent.click(await screen.findByTestId('add-compensation-ok'));
    expect(await screen.findByText('Order no. is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('add-order-no'), { target: { value: 'of1' } });
    fireEvent.click(screen.getByTestId('add-compensation-ok'));
    expect(await screen.findByText(/is on no flight disruption/, {}, SLOW)).toBeTruthy();
    expect(bodies(fetchMock, '/add')[0]).toEqual({ orderNo: 'OF1', source: 'DISRUPTION', type: 'AIRLINE' });
    expect(screen.getByTestId('add-compensation-ok')).toBeTruthy();
  });
});
