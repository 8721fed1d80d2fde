import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../test/render';
import { clearViews } from '../layout/tags-store';
import { AppRoutes } from './app-routes';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, initialKey = 'none') {
  return renderWithApp(
    <>
      <AppRoutes initialKey={initialKey} />
      <Where />
    </>,
    path,
  );
}

afterEach(() => {
  clearSession();
  clearViews();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('without a token shows the login page and keeps the wanted path', async () => {
    renderAt('/html/orderList?x=1');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fhtml%2ForderList%3Fx%3D1'),
    );
    expect(await screen.findByRole('button', { name: /log in/i })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in - OTA Console'));
  });

  it('with a token, sends / to the first allowed page', async () => {
    fakeApi({});
    saveSession(loginData({}, ['1003-1']));
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/html/financialReport'));
    await waitFor(() => expect(document.title).toBe('Financial Report - OTA Console'));
    // Every screen of the menu is built: none shows the "not available yet" state.
    expect(screen.queryByText('This screen is not available yet')).toBeNull();
  });

  it('sends a page this user may not open to /404', async () => {
    fakeApi({});
    saveSession(loginData({}, ['1007-1']));
    renderAt('/html/orderList');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/404'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('on the address the app started on (after a reload), such a page leads to the first allowed one', async () => {
    fakeApi({});
    saveSession(loginData({}, ['1007-1']));
    renderAt('/html/orderList', 'default');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/html/normalAuthManage'));
  });

  it('sends order details without orderNo on to the order list', async () => {
    fakeApi({});
    saveSession(loginData());
    renderAt('/html/orderList/details');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/html/orderList'));
  });
});
