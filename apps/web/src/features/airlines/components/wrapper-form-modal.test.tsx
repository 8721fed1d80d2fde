import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { WrapperFormModal } from './wrapper-form-modal';

const renderModal = (onSave = vi.fn(async () => {})) => {
  render(<WrapperFormModal open saving={false} onSave={onSave} onClose={() => {}} />);
  return onSave;
};

describe('wrapper form', () => {
  it('names each missing or bad field and saves nothing', async () => {
    const onSave = renderModal();
    fireEvent.change(screen.getByLabelText('Wrapper URL'), {
      target: { value: 'https://me:pw@wrapper.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the name')).toBeTruthy();
    expect(await screen.findByText('The wrapper URL must not contain a user name or password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Wrapper URL'), { target: { value: 'wrapper.example.com' } });
    expect(await screen.findByText('The wrapper URL must start with http:// or https://')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves trimmed values, and shows a refusal under the field it names', async () => {
    const onSave = renderModal(
      vi.fn(async () => {
        throw new ApiError('status', "name 'Demo Air' is already used by another wrapper", 400);
      }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Demo Air ' } });
    fireEvent.change(screen.getByLabelText('Wrapper URL'), { target: { value: ' http://127.0.0.1:8091 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: 'Demo Air',
        wrapperurl: 'http://127.0.0.1:8091',
        status: 'online',
      }),
    );
    expect(await screen.findByText("name 'Demo Air' is already used by another wrapper")).toBeTruthy();
  });

  it("shows a refusal in the reader's language under its field, the name followed by a particle", async () => {
    const refusal = 'wrapperurl은(는) http:// 또는 https:// URL이어야 합니다';
    renderModal(
      vi.fn(async () => {
        throw new ApiError('status', refusal, 400);
      }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Demo Air' } });
    fireEvent.change(screen.getByLabelText('Wrapper URL'), { target: { value: 'http://127.0.0.1:8091' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await screen.findByText(refusal);
    expect(shown.closest('.ant-form-item')?.textContent).toContain('Wrapper URL');
  });
});
