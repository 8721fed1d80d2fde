import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ALL_PERMISSION_CODES, type LoginData } from '@ota/contract';
import { AppProviders } from '../app/providers';

export function loginData(
  overrides: Partial<LoginData['user']> = {},
  codes: readonly string[] = ALL_PERMISSION_CODES,
): LoginData {
  return {
    'X-Token': 'test-token',
    user: { id: 1, name: 'admin', domain: 'onefly.example', platformType: 1, ...overrides },
    domain: 'onefly.example',
    jsonData: { menus: [], codes: [...codes] as LoginData['jsonData']['codes'] },
  };
}

/** A fetch answering by path; unknown paths answer an empty success envelope. */
export function fakeApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0] ?? '';
    const body = path in answers ? answers[path] : { status: 200, message: '', data: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithApp(ui: ReactElement, path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
