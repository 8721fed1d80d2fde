import { useCallback, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
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
  /**
   * A new search: its first page, as a new history entry (Back returns to the search before). The
   * same search again asks the server again: an operator presses Search to refresh.
   */
  setSearch: (search: S) => void;
  /** Another page, page size or sort of the same search, as a new history entry. */
  setTable: (table: ServerTableState<F>) => void;
  /** The list's defaults again (its Reset); already showing them, the server is asked again. */
  reset: () => void;
  /**
   * The same place written out in full, replacing the history entry: a report whose server chose
   * its range writes that range into the address, so that a reload or a link shows the same days.
   */
  adoptSearch: (search: S) => void;
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

  // The page's queries (outside a QueryClientProvider, as in the hook's own tests, there are none).
  const queries = useContext(QueryClientContext);
  const apply = useCallback(
    (target: URLSearchParams, replace = false) => {
      // The place in the list's own order of fields: the same place whatever order the address had.
      const canonical = (shownPlace: ListPlace<S, F>) =>
        writeListPlace(new URLSearchParams(), spec, shownPlace).toString();
      // Same place, same query keys: nothing would be fetched, so the page's queries are refetched.
      if (!replace && canonical(readListPlace(target, spec, shown)) === canonical(place)) {
        void queries?.refetchQueries({ type: 'active' });
      }
      if (target.toString() !== query) setParams(target, replace ? { replace: true } : undefined);
    },
    [query, spec, shown, place, queries, setParams],
  );
  const go = useCallback(
    (next: ListPlace<S, F>) => apply(writeListPlace(new URLSearchParams(query), spec, next)),
    [apply, query, spec],
  );
  const setSearch = useCallback(
    (search: S) => go({ search, table: { ...place.table, pageNum: 1 } }),
    [go, place.table],
  );
  const setTable = useCallback(
    (table: ServerTableState<F>) => go({ search: place.search, table }),
    [go, place.search],
  );
  const adoptSearch = useCallback(
    (search: S) =>
      apply(writeListPlace(new URLSearchParams(query), spec, { search, table: place.table }), true),
    [apply, query, spec, place.table],
  );
  const reset = useCallback(
    () => apply(clearListFields(new URLSearchParams(query), spec)),
    [apply, query, spec],
  );

  return { ...place, setSearch, setTable, reset, adoptSearch, searchKey: JSON.stringify(place.search) };
}
