import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { setLanguage } from '../lib/i18n';
import { renderWithApp } from '../test/render';
import { FormDialog } from './discard-guard';

/** A form dialog as the console's are. */
function Dialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <FormDialog open={open} title="Add bag" onCancel={close} onOk={close}>
      <Form name="bag">
        <Form.Item name="weight" label="Weight">
          <Input />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const unloadAsked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('form dialogs ask before discarding typed work', () => {
  it('closes at once when nothing was typed, and the page leaves without a question', async () => {
    const closed = vi.fn();
    renderWithApp(<Dialog onClosed={closed} />, '/');
    await screen.findByText('Add bag');
    expect(unloadAsked()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('asks on Esc once something was typed; keeping edits keeps the dialog and its text', async () => {
    const closed = vi.fn();
    renderWithApp(<Dialog onClosed={closed} />, '/');
    const weight = await screen.findByLabelText('Weight');
    fireEvent.change(weight, { target: { value: '23' } });
    expect(unloadAsked()).toBe(true);

    weight.focus();
    pressEscape();
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    expect(closed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('keep-editing'));
    expect(closed).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Weight') as HTMLInputElement).value).toBe('23');

    // The × asks again (the first question may linger in the page while it fades out).
    const asked = screen.queryAllByTestId('discard-changes').length;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryAllByTestId('discard-changes').length).toBeGreaterThan(asked));
    fireEvent.click(screen.getAllByTestId('discard-changes').at(-1) as HTMLElement);
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect(unloadAsked()).toBe(false);
  });

  it('asks in the operator’s language', async () => {
    await act(() => setLanguage('es'));
    renderWithApp(<Dialog onClosed={() => undefined} />, '/');
    fireEvent.change(await screen.findByLabelText('Weight'), { target: { value: '23' } });
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    expect((await screen.findAllByText('¿Descartar los cambios?')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('discard-changes').textContent).toContain('Descartar');
  });
});
