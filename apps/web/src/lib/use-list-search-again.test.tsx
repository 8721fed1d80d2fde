import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { textParam, type ListSpec } from './list-state';
import { createQueryClient } from './query-client';
import { useListState } from './use-list-state';

interface Search {
  name?: string;
}

const SPEC: ListSpec<Search, 'name'> = { filters: { name: textParam }, sortFields: ['name'] };

/** A list page in short: its place in the address, and a query keyed by that place. */
function setup(path: string) {
  const fetchRows = vi.fn(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(['row']), 30)));
  // Every render's loading state: the table shows the refresh while it runs.
  const fetching: boolean[] = [];
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const list = useListState(SPEC);
      const rows = useQuery({ queryKey: ['rows', list.search, list.table], queryFn: fetchRows });
      fetching.push(rows.isFetching);
      return { list, rows, location: useLocation() };
    },
    { wrapper },
  );
  return { ...view, fetchRows, fetching };
}

describe('Search means search', () => {
  it('the same search again asks the server again, with the loading state', async () => {
    const { result, fetchRows, fetching } = setup('/html/list?name=ana&pageNum=1&pageSize=20');
    await waitFor(() => expect(result.current.rows.isFetching).toBe(false));
    expect(fetchRows).toHaveBeenCalledTimes(1);
    const settled = fetching.length;

    act(() => result.current.list.setSearch({ name: 'ana' }));
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.rows.isFetching).toBe(false));
    expect(fetching.slice(settled)).toContain(true);
    expect(result.current.location.search).toBe('?name=ana&pageNum=1&pageSize=20');
  });

  it('also from the defaults (a menu click), where Search only writes the place into the address', async () => {
    const { result, fetchRows } = setup('/html/list');
    await waitFor(() => expect(result.current.rows.isFetching).toBe(false));
    act(() => result.current.list.setSearch({}));
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    expect(result.current.location.search).toBe('?pageNum=1&pageSize=20');
  });

  it('a new search fetches once, by its new key', async () => {
    const { result, fetchRows } = setup('/html/list?name=ana&pageNum=1&pageSize=20');
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(1));
    act(() => result.current.list.setSearch({ name: 'bob' }));
    await waitFor(() => expect(result.current.rows.isFetching).toBe(false));
    expect(fetchRows).toHaveBeenCalledTimes(2);
  });
});
