import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Permission } from '@ota/contract';
import type { AirlinePolicy } from '../../lib/airline-policy';
import { queryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../test/render';
import { AirlinePolicyPanel } from './airline-policy-panel';

const policy: AirlinePolicy = {
  orderNo: 'OF2611234966',
  airline: 'DA',
  answeredBy: 'Demo Air',
  currency: 'EUR',
  segments: [
    {
      flightNo: 'DA316',
      fareBasis: 'SDA1',
      family: 'saver',
      changeable: true,
      refundable: false,
      changePenalty: 70,
      refundPenalty: null,
    },
    {
      flightNo: 'DA317',
      fareBasis: 'FDA1',
      family: 'flex',
      changeable: true,
      refundable: true,
      changePenalty: 0,
      refundPenalty: 25.5,
    },
  ],
  notes: ['A no-show adds 25.00 EUR to the refund penalty of each seated passenger.'],
};
const ok = (data: unknown) => ({ status: 200, message: 'Success', data });

function renderPanel(focus: 'refund' | 'change' = 'refund', codes: readonly string[] = [Permission.REFUNDS]) {
  saveSession(loginData({}, codes));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <AirlinePolicyPanel orderNo="OF2611234966" airline="DA" focus={focus} />
    </QueryClientProvider>,
    '/',
  );
}

const policyCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/airline/policy/details'));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('airline policy panel', { timeout: 20_000 }, () => {
  it('asks the airline only once opened, then shows each fare’s rules in words, the quoted rule first', async () => {
    const fetchMock = fakeApi({ '/airline/policy/details': ok(policy) });
    renderPanel('refund');
    expect(screen.getByText('Airline policy (DA)')).toBeTruthy();
    expect(policyCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByText('Airline policy (DA)'));
    const rules = await screen.findByTestId('airline-policy-rules');
    const [call] = policyCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    expect(String(call?.[1]?.body)).toBe('orderNo=OF2611234966');

    const headers = within(rules)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Flight', 'Fare', 'Refund', 'Change']);
    const rows = within(rules)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DA316saver · SDA1Not allowedPenalty 70.00 EUR per passenger',
      'DA317flex · FDA1Penalty 25.50 EUR per passengerNo penalty',
    ]);
    expect(within(rules).getByText(policy.notes[0] ?? '')).toBeTruthy();
    expect(within(rules).getByText('Answered by Demo Air')).toBeTruthy();
  });

  it('puts the change rule first beside a ticket change’s quote', async () => {
    fakeApi({ '/airline/policy/details': ok(policy) });
    renderPanel('change', [Permission.TICKET_CHANGES]);
    fireEvent.click(screen.getByText('Airline policy (DA)'));
    const rules = await screen.findByTestId('airline-policy-rules');
    expect(
      within(rules)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Flight', 'Fare', 'Change', 'Refund']);
  });

  it('shows the server’s refusal in the panel, not as a toast, and asks again on Reload', async () => {
    const fetchMock = fakeApi({
      '/airline/policy/details': { status: 400, message: 'No online wrapper for airline DA', data: null },
    });
    renderPanel();
    fireEvent.click(screen.getByText('Airline policy (DA)'));
    const refused = await screen.findByTestId('airline-policy-error');
    expect(refused.textContent).toContain("The airline's policy is not available");
    expect(refused.textContent).toContain('No online wrapper for airline DA');
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    fireEvent.click(screen.getByTestId('airline-policy-retry'));
    await waitFor(() => expect(policyCalls(fetchMock)).toHaveLength(2));
  });

  it('says when the airline states no rules', async () => {
    fakeApi({ '/airline/policy/details': ok({ ...policy, segments: [], notes: [] }) });
    renderPanel();
    fireEvent.click(screen.getByText('Airline policy (DA)'));
    expect((await screen.findByTestId('airline-policy-empty')).textContent).toContain(
      "The airline states no rules for this order's fares",
    );
  });

  it('is not shown to a user whose codes the call does not take', () => {
    renderPanel('refund', [Permission.BAGGAGE]);
    expect(screen.queryByTestId('airline-policy')).toBeNull();
  });
});
