import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, Input } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NARROW_SCREEN_QUERY } from '../lib/use-narrow-screen';
import { countSetFilters } from './filter-fold';
import { FilterForm } from './filter-form';

interface Values {
  currency: string;
  account: string;
}
type Search = Partial<Values>;

/** A phone: the narrow query matches (jsdom's own matchMedia matches nothing, a wide screen). */
function onPhone() {
  const wide = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...wide(query),
    matches: query === NARROW_SCREEN_QUERY,
  }));
}

function renderForm(onSearch: (search: Search) => void, search: Search) {
  return render(
    <FilterForm<Values, Search>
      name="fold-filters"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({
        currency: values.currency?.trim() || undefined,
        account: values.account?.trim() || undefined,
      })}
    >
      <Form.Item name="currency" label="Currency" rules={[{ pattern: /^[A-Z]*$/, message: 'Letters' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="account" label="Account">
        <Input />
      </Form.Item>
    </FilterForm>,
  );
}

afterEach(() => vi.unstubAllGlobals());

/** Shown unless a folded container hides it (jsdom computes no layout). */
const shown = (element: HTMLElement) => element.closest('[hidden]') === null;

describe('filters on a phone', () => {
  it('fold behind one Filters button that counts the filters set', () => {
    onPhone();
    renderForm(vi.fn(), { currency: 'EUR' });
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.textContent).toContain('Filters');
    expect(screen.getByTestId('filters-count').textContent).toBe('1');
    expect(shown(screen.getByLabelText('Currency'))).toBe(false);

    fireEvent.click(toggle);
    expect(shown(screen.getByLabelText('Currency'))).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('Search folded asks again for the list’s search; a refused field unfolds', async () => {
    onPhone();
    const onSearch = vi.fn();
    renderForm(onSearch, { account: 'ONEFLY' });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ currency: undefined, account: 'ONEFLY' }));

    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(shown(screen.getByLabelText('Currency'))).toBe(true));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('show no toggle on a wide screen: the fields are there', () => {
    renderForm(vi.fn(), { currency: 'EUR' });
    expect(screen.queryByTestId('filters-toggle')).toBeNull();
    expect(shown(screen.getByLabelText('Currency'))).toBe(true);
  });

  it('count what is set: not empty texts, empty lists or blank ranges', () => {
    expect(
      countSetFilters({ a: 'x', b: '', c: undefined, d: [], e: [null, null], f: [null, 'x'], g: 0 }),
    ).toBe(3);
    // An unticked box (the queue's "overdue only") is no filter: no "Filters 1" with nothing set.
    expect(countSetFilters({ kind: undefined, status: undefined, overdueOnly: false })).toBe(0);
    expect(countSetFilters({ overdueOnly: true })).toBe(1);
  });
});
