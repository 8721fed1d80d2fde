import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import MailboxPage from './mailbox-page';

const page = {
  status: 200,
  message: 'Success',
  data: {
    totalCount: 2,
    pageList: [
      {
        id: 2,
        email: 'ops@agency.example',
        emailType: 'DISRUPTION',
        remark: 'night desk',
        createTime: '2025-05-01 10:00:00',
      },
      {
        id: 1,
        email: 'finance@agency.example',
        emailType: 'BALANCE_WARNING',
        remark: '',
        createTime: '2025-04-01 09:00:00',
      },
    ],
  },
};
const ok = { status: 200, message: 'Success', data: null };

function renderPage() {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <MailboxPage />
    </QueryClientProvider>,
    '/html/emailManage',
  );
}

const callsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

// Waits for antd on a busy machine: its forms and popovers render slowly in jsdom.
const SLOW = { timeout: 5000 };

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

// antd forms and popovers render slowly in jsdom on a busy machine.
describe('mailbox page', { timeout: 30_000 }, () => {
  it('lists the mailboxes with their type as a translated tag', async () => {
    const fetchMock = fakeApi({ '/mailbox/pageList': page });
    renderPage();
    const table = await screen.findByTestId('mailbox-table', {}, SLOW);
    await within(table).findByText('ops@agency.example', {}, SLOW);
    expect(within(table).getByText('Flight disruption')).toBeTruthy();
    expect(within(table).getByText('Balance warning')).toBeTruthy();
    expect(screen.getByText('2 in total')).toBeTruthy();
    expect(String(callsTo(fetchMock, '/mailbox/pageList')[0]?.[0])).toContain('pageNum=1&pageSize=20');
  });

  it('shows the empty state when the list fails', async () => {
    fakeApi({ '/mailbox/pageList': { status: 500, message: 'Unexpected error', data: null } });
    renderPage();
    expect(await screen.findByText('No mailboxes', {}, SLOW)).toBeTruthy();
  });

  it('names the missing fields of the add form and sends nothing', async () => {
    const fetchMock = fakeApi({ '/mailbox/pageList': page });
    renderPage();
    const addButton = (await screen.findAllByText('Add mailbox', {}, SLOW)).find((element) =>
      element.closest('button'),
    );
    fireEvent.click(addButton as HTMLElement);
    const dialog = (await screen.findByText('Save', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Email is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Mail type is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-address' } });
    expect(
      await within(dialog).findByText('Email must be a valid address such as name@example.com', {}, SLOW),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/mailbox/insert')).toEqual([]);
  });

  it('deletes a mailbox only after confirmation', async () => {
    const fetchMock = fakeApi({ '/mailbox/pageList': page, '/mailbox/delete': ok });
    renderPage();
    const table = await screen.findByTestId('mailbox-table', {}, SLOW);
    fireEvent.click(await within(table).findByLabelText('Delete ops@agency.example', {}, SLOW));
    expect(callsTo(fetchMock, '/mailbox/delete')).toEqual([]);
    const confirm = await screen.findByText('Delete ops@agency.example (Flight disruption)?', {}, SLOW);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByText('Delete'));
    await waitFor(() => expect(callsTo(fetchMock, '/mailbox/delete')).toHaveLength(1));
    expect(String(callsTo(fetchMock, '/mailbox/delete')[0]?.[0])).toContain('/mailbox/delete?id=2');
  });
});
