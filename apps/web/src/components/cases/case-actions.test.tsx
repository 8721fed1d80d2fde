import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CaseActions } from './case-actions';

const buttons = () =>
  screen.getAllByRole('button').map((button) => ({
    text: button.textContent,
    primary: button.className.includes('ant-btn-primary'),
    danger: button.className.includes('ant-btn-dangerous'),
  }));

describe('case actions', () => {
  it('offers one button per move, named in the kind’s words, the first the main one unless red', () => {
    const onMove = vi.fn();
    render(
      <CaseActions
        area="baggage"
        testId="baggage-actions"
        moves={['ISSUED', 'ISSUE_FAILED']}
        danger={['ISSUE_FAILED']}
        busy={false}
        onMove={onMove}
      />,
    );
    expect(buttons()).toEqual([
      { text: 'Issue EMD', primary: true, danger: false },
      { text: 'Record issue failure', primary: false, danger: true },
    ]);
    fireEvent.click(screen.getByTestId('move-ISSUE_FAILED'));
    expect(onMove).toHaveBeenCalledWith('ISSUE_FAILED');
  });

  it('shows the named main move even when red, with the kind’s own buttons around, all held while busy', () => {
    render(
      <CaseActions
        area="voidTickets"
        testId="void-actions"
        moves={['VOIDED', 'REJECTED']}
        danger={['VOIDED', 'REJECTED']}
        primary="VOIDED"
        busy
        onMove={vi.fn()}
        before={<button type="button">Ask</button>}
        after={<button type="button">Refund</button>}
      />,
    );
    expect(buttons().map((b) => [b.text, b.primary])).toEqual([
      ['Ask', false],
      ['Void ticket', true],
      ['Reject', false],
      ['Refund', false],
    ]);
    expect((screen.getByTestId('move-VOIDED') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('void-actions')).toBeTruthy();
  });

  it('shows nothing to do for a case that moves no more', () => {
    render(
      <CaseActions
        area="baggage"
        testId="baggage-actions"
        moves={[]}
        danger={[]}
        busy={false}
        onMove={vi.fn()}
      />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
