import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { oneOfParam, textParam, type ListSpec } from './list-state';
import { useListState } from './use-list-state';

interface Search {
  name?: string;
  status?: 'OPEN' | 'CLOSED';
}

const SPEC: ListSpec<Search, 'name'> = {
  filters: { name: textParam, status: oneOfParam(['OPEN', 'CLOSED'] as const) },
  sortFields: ['name'],
};

function setup(path = '/html/list') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListState(SPEC), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useListState', () => {
  it('starts from the address: a link opens the same page of the same search', () => {
    const { result } = setup('/html/list?name=ana&pageNum=3&pageSize=50&sortField=name&sortOrder=ascend');
    expect(result.current.list.search).toEqual({ name: 'ana' });
    expect(result.current.list.table).toEqual({
      pageNum: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'ascend',
    });
  });

  it('shows page 1 of 20 rows of everything without a place in the address', () => {
    const { result } = setup();
    expect(result.current.list.search).toEqual({});
    expect(result.current.list.table).toEqual({
      pageNum: 1,
      pageSize: 20,
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('writes a new search as page 1 of it, keeping the page size and sort', () => {
    const { result } = setup('/html/list?pageNum=4&pageSize=50&sortField=name&sortOrder=descend');
    act(() => result.current.list.setSearch({ status: 'CLOSED' }));
    expect(result.current.location.pathname).toBe('/html/list');
    expect(result.current.location.search).toBe(
      '?status=CLOSED&pageNum=1&pageSize=50&sortField=name&sortOrder=descend',
    );
    expect(result.current.list.search).toEqual({ status: 'CLOSED' });
  });

  it('Back returns to the previous page and the previous search', () => {
    const { result } = setup();
    act(() => result.current.list.setSearch({ name: 'ana' }));
    act(() => result.current.list.setTable({ ...result.current.list.table, pageNum: 3 }));
    act(() => result.current.list.setSearch({ name: 'bob' }));
    expect(result.current.list.search).toEqual({ name: 'bob' });
    expect(result.current.list.table.pageNum).toBe(1);

    act(() => void result.current.navigate(-1));
    expect(result.current.list.search).toEqual({ name: 'ana' });
    expect(result.current.list.table.pageNum).toBe(3);
    act(() => void result.current.navigate(-1));
    expect(result.current.list.table.pageNum).toBe(1);
    expect(result.current.list.search).toEqual({ name: 'ana' });
  });

  it('adopts a search in place of the history entry, keeping the page', () => {
    const { result } = setup();
    act(() => result.current.list.setSearch({ name: 'ana' }));
    act(() => result.current.list.setTable({ ...result.current.list.table, pageNum: 2 }));
    act(() => result.current.list.adoptSearch({ name: 'ana', status: 'OPEN' }));
    expect(result.current.location.search).toBe('?name=ana&status=OPEN&pageNum=2&pageSize=20');
    act(() => void result.current.navigate(-1));
    expect(result.current.list.search).toEqual({ name: 'ana' });
    expect(result.current.list.table.pageNum).toBe(1);
  });

  it('keeps the search text stable until the search changes, and reset goes back to the defaults', () => {
    const { result } = setup('/html/list?tab=2&name=ana&pageNum=1&pageSize=20');
    const key = result.current.list.searchKey;
    act(() => result.current.list.setTable({ ...result.current.list.table, pageNum: 2 }));
    expect(result.current.list.searchKey).toBe(key);
    act(() => result.current.list.reset());
    expect(result.current.location.search).toBe('?tab=2');
    expect(result.current.list.search).toEqual({});
    expect(result.current.list.searchKey).not.toBe(key);
  });
});
