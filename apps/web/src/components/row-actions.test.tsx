import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RowActions, type RowActionsProps } from './row-actions';

const renderActions = (overrides: Partial<RowActionsProps> = {}) => {
  const props: RowActionsProps = {
    rowName: 'ops@agency.example',
    editText: 'Edit',
    onEdit: vi.fn(),
    deleteText: 'Delete',
    deleteConfirm: 'Delete ops@agency.example?',
    deleteHint: 'It will no longer receive mail.',
    onDelete: vi.fn(async () => {}),
    ...overrides,
  };
  render(<RowActions {...props} />);
  return props;
};

// The confirmation is an antd popover, slow to appear in jsdom on a busy machine.
const SLOW = { timeout: 5000 };

describe('row actions', { timeout: 30_000 }, () => {
  it('names each button after its row and edits at once', () => {
    const props = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Edit ops@agency.example' }));
    expect(props.onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete ops@agency.example' })).toBeTruthy();
  });

  it('deletes only once the confirmation is accepted', async () => {
    const props = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete ops@agency.example' }));
    const title = await screen.findByText('Delete ops@agency.example?', {}, SLOW);
    expect(screen.getByText('It will no longer receive mail.')).toBeTruthy();
    expect(props.onDelete).not.toHaveBeenCalled();

    const popover = title.closest('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledTimes(1));
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const props = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete ops@agency.example' }));
    const title = await screen.findByText('Delete ops@agency.example?', {}, SLOW);
    const popover = title.closest('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('keeps a failed delete from escaping as an unhandled rejection', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('refused');
    });
    renderActions({ onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Delete ops@agency.example' }));
    const title = await screen.findByText('Delete ops@agency.example?', {}, SLOW);
    const popover = title.closest('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('disables a refused action and never asks to confirm it', async () => {
    vi.useFakeTimers();
    try {
      const props = renderActions({ deleteDisabledReason: 'You cannot delete your own user' });
      const button = screen.getByRole('button', { name: 'Delete ops@agency.example' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(button);
      // Past the time a popover takes to appear (an enabled one shows within it on this clock).
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByText('Delete ops@agency.example?')).toBeNull();
      expect(props.onDelete).not.toHaveBeenCalled();
      expect(
        (screen.getByRole('button', { name: 'Edit ops@agency.example' }) as HTMLButtonElement).disabled,
      ).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why a disabled action is disabled, on hover of its wrapper', async () => {
    renderActions({ editDisabledReason: 'Beyond your codes', deleteDisabledReason: 'Your own user' });
    const edit = screen.getByRole('button', { name: 'Edit ops@agency.example' });
    const wrapper = edit.parentElement as HTMLElement;
    expect(wrapper.className).toBe('disabled-reason');
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveProperty('textContent', 'Beyond your codes');
    const remove = screen.getByRole('button', { name: 'Delete ops@agency.example' });
    fireEvent.mouseEnter(remove.parentElement as HTMLElement);
    await screen.findByText('Your own user', {}, SLOW);
  });

  it('shows no Delete button without onDelete, and extra actions before Edit', () => {
    renderActions({ onDelete: undefined, extra: <button type="button">Test connection</button> });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Test connection', 'Edit']);
  });

  it('names the buttons by their text alone without a row name', () => {
    renderActions({ rowName: undefined });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([null, null]);
  });
});
