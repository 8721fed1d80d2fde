import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
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
