import { fireEvent, render, screen } from '@testing-library/react';
import { Modal, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

describe('dialogs in the console', () => {
  it('stay open on a click beside them and close by Cancel', () => {
    const onCancel = vi.fn();
    render(
      <AppProviders>
        <Modal open title="Add bag" onCancel={onCancel}>
          typed fields
        </Modal>
      </AppProviders>,
    );
    const wrap = screen.getByRole('dialog').closest('.ant-modal-wrap');
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap as Element);
    fireEvent.click(wrap as Element);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

function TokenMotion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

describe('motion in the console', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates by default and not when the system asks for reduced motion', () => {
    const { unmount } = render(
      <AppProviders>
        <TokenMotion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    unmount();

    const original = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    render(
      <AppProviders>
        <TokenMotion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
