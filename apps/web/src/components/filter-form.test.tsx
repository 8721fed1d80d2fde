import { describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FilterForm } from './filter-form';

interface Values {
  currency: string;
}

function renderForm(onSearch: (search: { currency?: string }) => void) {
  render(
    <FilterForm<Values, { currency?: string }>
      name="test-filters"
      onSearch={onSearch}
      toSearch={(values) => ({ currency: values.currency?.trim().toUpperCase() || undefined })}
    >
      <Form.Item name="currency" label="Currency">
        <Input />
      </Form.Item>
    </FilterForm>,
  );
}

describe('filter form', { timeout: 30_000 }, () => {
  it('searches with the normalised values of its fields', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: ' eur ' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ currency: 'EUR' }));
  });

  it('Reset empties the fields and searches for everything', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'usd' } });
    fireEvent.click(screen.getByRole('button', { name: /reset/i }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ currency: undefined }));
    // antd mounts a new input on reset: ask for the field again.
    await waitFor(() => expect((screen.getByLabelText('Currency') as HTMLInputElement).value).toBe(''));
  });
});
