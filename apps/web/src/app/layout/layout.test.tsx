import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../test/render';
import { Layout } from './layout';
import { clearViews } from './tags-store';

const balance = { status: 200, message: 'Success', data: [{ price: 12345.67, currency: 'EUR' }] };

function renderLayout(path = '/html/orderList') {
  return renderWithApp(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/html/orderList" element={<p>order list page</p>} />
        <Route path="/html/refund/refundDetail" element={<p>refund detail page</p>} />
      </Route>
    </Routes>,
    path,
  );
}

afterEach(() => {
  clearSession();
  clearViews();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('layout', () => {
  it('shows the balance formatted, for platformType 1', async () => {
    const fetchMock = fakeApi({ '/userTransactionRecord/balanceInfo': balance });
    saveSession(loginData({ platformType: 1 }));
    renderLayout();
    expect(await screen.findByTestId('balance')).toHaveProperty('textContent', '12,345.67 EUR');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('balanceInfo'))).toBe(true);
  });

  it('shows a user with no platform each platform’s balance apart, named, never one sum', async () => {
    fakeApi({
      '/userTransactionRecord/balanceInfo': {
        status: 200,
        message: 'Success',
        data: [
          { price: 1000.5, currency: 'EUR', platformType: 1 },
          { price: 250, currency: 'EUR', platformType: 2 },
          { price: 99, currency: 'USD', platformType: 1 },
        ],
      },
    });
    saveSession(loginData({ name: 'support', platformType: null }));
    renderLayout();
    expect(await screen.findByTestId('balance-platform-1')).toHaveProperty(
      'textContent',
      'onefly 1,000.50 EUR',
    );
    expect(screen.getByTestId('balance-platform-2')).toHaveProperty('textContent', 'edreams 250.00 EUR');
    expect(screen.queryByTestId('balance')).toBeNull();
  });

  it('hides the balance for platformType 2 and does not ask for it', async () => {
    const fetchMock = fakeApi({ '/userTransactionRecord/balanceInfo': balance });
    saveSession(loginData({ name: 'edreams', platformType: 2 }));
    renderLayout();
    expect(await screen.findByText('edreams')).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('balanceInfo'))).toBe(false);
  });

  it('shows the page, the menu of the codes, the breadcrumb and the footer', async () => {
    fakeApi({});
    saveSession(loginData({ name: 'operator' }, ['1001-1', '1005-1']));
    renderLayout('/html/refund/refundDetail');
    expect(await screen.findByText('refund detail page')).toBeTruthy();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.textContent).toContain('Order Manage');
    expect(sidebar.textContent).toContain('Operation');
    expect(sidebar.textContent).not.toContain('Report');
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Operation');
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Refund Detail');
    expect(screen.getByTestId('footer').textContent).toContain('Copyright © 2025');
    expect(screen.queryByTestId('tags-view')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('user-dropdown').textContent).toContain('operator'));
  });
});
