import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PassengerChangeRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import ChangeListPage from './change-list-page';

const SLOW = { timeout: 5000 };
const row: PassengerChangeRow = {
  id: 7,
  changeNo: 'PC00000007',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  changeType: 'NAME_CORRECTION',
  status: 'SUBMITTED',
  version: 2,
  passengerId: 39721,
  passengerName: 'Finn Wolf',
  changes: [{ field: 'name', before: 'WOLF/FIN', after: 'WOLF/FINN' }],
  remark: '',
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:40:13',
};
const documentRow: PassengerChangeRow = {
  ...row,
  id: 8,
  changeNo: 'PC00000008',
  changeType: 'DOCUMENT_UPDATE',
  status: 'DONE',
  changes: [
    { field: 'document number', before: 'P1234567', after: 'N1234567' },
    { field: 'birthday', before: '19900512', after: '19900521' },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The list answers `rows` whatever the filters. */
function fakeServer(rows: PassengerChangeRow[]) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    json({ status: 200, message: 'Success', data: { pageList: rows, totalCount: rows.length } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/passenger') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ChangeListPage />
    </QueryClientProvider>,
    path,
  );
}

const listCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/pageList'));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('passenger change list page', { timeout: 30_000 }, () => {
  it('lists changes with translated labels, the fields before → after, and links to the change and its order', async () => {
    const fetchMock = fakeServer([row, documentRow]);
    renderPage();
    const table = await screen.findByTestId('change-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'PC00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/passenger/passengerDetail?id=7');
    const [nameRow, documentLine] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(nameRow as HTMLElement)
        .getByRole('link', { name: 'OF2611234966' })
        .getAttribute('href'),
    ).toBe('/html/orderList/details?orderNo=OF2611234966');
    expect(within(nameRow as HTMLElement).getByText('Name correction')).toBeTruthy();
    expect(within(nameRow as HTMLElement).getByText('Submitted to airline')).toBeTruthy();
    expect(within(nameRow as HTMLElement).getByTestId('field-changes').textContent).toBe(
      'Name: WOLF/FIN → WOLF/FINN',
    );
    expect(within(documentLine as HTMLElement).getByText('Document update')).toBeTruthy();
    expect(within(documentLine as HTMLElement).getByTestId('field-changes').textContent).toBe(
      'Document number: P1234567 → N1234567Birthday: 1990-05-12 → 1990-05-21',
    );
    expect(screen.getByText('2 changes')).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toContain('pageNum=1&pageSize=20');
  });

  it('reads its filters from the address, sends them, and says when nothing matches', async () => {
    const fetchMock = fakeServer([]);
    renderPage('/html/passenger?status=REJECTED&changeType=DOCUMENT_UPDATE&orderNo=OF1');
    expect(await screen.findByText('No passenger changes', {}, SLOW)).toBeTruthy();
    const url = new URL(listCalls(fetchMock)[0] ?? '', 'http://x');
    expect(url.searchParams.get('status')).toBe('REJECTED');
    expect(url.searchParams.get('changeType')).toBe('DOCUMENT_UPDATE');
    expect(url.searchParams.get('orderNo')).toBe('OF1');
    expect(screen.getByText('Rejected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Change no.'), { target: { value: ' pc00000008 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('changeNo=PC00000008'));
    expect(listCalls(fetchMock).at(-1)).toContain('status=REJECTED');
  });
});
