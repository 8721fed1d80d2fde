import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CaseMoveModal } from './case-move-modal';

function modal(to: 'VOIDED' | 'REJECTED' | null) {
  return (
    <CaseMoveModal<'VOIDED' | 'REJECTED'>
      area="voidTickets"
      name="void-move"
      to={to}
      titleParams={{ voidNo: 'VD00000007' }}
      hintParams={{ ticketNo: '0750000001234', amount: '171.00 EUR' }}
      danger={['REJECTED']}
      asksReason={['REJECTED']}
      saving={false}
      onSubmit={vi.fn(async () => undefined)}
      onClose={vi.fn()}
    />
  );
}

describe('case move modal', () => {
  it('keeps naming its move while it closes (a stale version closes it): never "move to ?" nor an empty button', () => {
    const { rerender } = render(modal('REJECTED'));
    expect(screen.getByText('VD00000007: move to Rejected?')).toBeTruthy();
    expect(screen.getByTestId('move-ok').textContent).toBe('Reject');
    rerender(modal(null));
    expect(screen.getByText('VD00000007: move to Rejected?')).toBeTruthy();
    expect(screen.queryByText(/move to \?/)).toBeNull();
    expect(screen.getByTestId('move-ok').textContent).toBe('Reject');
  });
});
