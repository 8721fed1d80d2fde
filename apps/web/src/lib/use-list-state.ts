import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@ota/contract';
import {
  clearListFields,
  readListPlace,
  writeListPlace,
  type ListDefaults,
  type ListPlace,
  type ListSpec,
} from './list-state';
import type { ServerTableState } from './server-table';

export interface ListState<S, F extends string> extends ListPlace<S, F> {
  /** A new search: its first page, as a new history entry (Back returns to the search before). */
  setSearch: (search: S) => void;
  /** Another page, page size or sort of the same search, as a new history entry. */
  setTable: (table: ServerTableState<F>) => void;
  /** The list's defaults again (its Reset). */
  reset: () => void;
  /** The search as text: changes exactly when the search does (filter forms remount on it). */
  searchKey: string;
}

/**
 * A list's page, page size, sort and filters, kept in the address's query (lib/list-state.ts).
 * `spec` and `defaults` must keep their identity between renders (module constants or memoised).
 */
export function useListState<S extends object, F extends string>(
  spec: ListSpec<S, F>,
  defaults?: ListDefaults<S, F>,
): ListState<S, F> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const shown = useMemo<ListDefaults<S, F>>(
    () => defaults ?? { search: {} as S, pageSize: DEFAULT_PAGE_SIZE },
    [defaults],
  );
  const place = useMemo(() => readListPlace(new URLSearchParams(query), spec, shown), [query, spec, shown]);

  const go = useCallback(
    (next: ListPlace<S, F>) => setParams((current) => writeListPlace(current, spec, next)),
    [setParams, spec],
  );
  const setSearch = useCallback(
    (search: S) => go({ search, table: { ...place.table, pageNum: 1 } }),
    [go, place.table],
  );
  const setTable = useCallback(
    (table: ServerTableState<F>) => go({ search: place.search, table }),
    [go, place.search],
  );
  const reset = useCallback(() => setParams((current) => clearListFields(current, spec)), [setParams, spec]);

  return { ...place, setSearch, setTable, reset, searchKey: JSON.stringify(place.search) };
}
