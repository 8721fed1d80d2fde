import { describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FilterForm } from './filter-form';

interface Values {
  currency: string;
}

type Search = { currency?: string };

function form(onSearch: (search: Search) => void, search: Search = {}) {
  return (
    <FilterForm<Values, Search>
      name="test-filters"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({ currency: values.currency?.trim().toUpperCase() || undefined })}
    >
      <Form.Item name="currency" label="Currency">
        <Input />
      </Form.Item>
    </FilterForm>
  );
}

function renderForm(onSearch: (search: Search) => void, search: Search = {}) {
  return render(form(onSearch, search));
}

const currency = () => (screen.getByLabelText('Currency') as HTMLInputElement).value;

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
    await waitFor(() => expect(currency()).toBe(''));
  });

  it('starts from the search the list shows, and follows a new one (Back, a link)', async () => {
    const onSearch = vi.fn();
    const view = renderForm(onSearch, { currency: 'EUR' });
    expect(currency()).toBe('EUR');
    // Typed but not searched: the list's search is still EUR until a new one comes.
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'US' } });
    view.rerender(form(onSearch, { currency: 'EUR' }));
    expect(currency()).toBe('US');
    view.rerender(form(onSearch, { currency: 'GBP' }));
    await waitFor(() => expect(currency()).toBe('GBP'));
    view.rerender(form(onSearch, {}));
    await waitFor(() => expect(currency()).toBe(''));
  });
});
