import { useEffect } from 'react';
import { dateParam, type ParamCodec } from './list-state';
import type { ListState } from './use-list-state';

/** A report's range of days as address fields (?startTime=YYYY-MM-DD&endTime=YYYY-MM-DD). */
export interface ReportRange {
  startTime?: string;
  endTime?: string;
}

export const RANGE_PARAMS: { startTime: ParamCodec<string>; endTime: ParamCodec<string> } = {
  startTime: dateParam,
  endTime: dateParam,
};

/**
 * A report opened without a range shows the server's default one: once the server answered (not a
 * previous answer kept on screen while loading), that range is written into the address in place of
 * the entry, so the fields show the days in use and a reload or a link shows the same days.
 */
export function useAdoptServerRange<S extends ReportRange>(
  list: Pick<ListState<S, string>, 'search' | 'adoptSearch'>,
  answered: { startTime: string; endTime: string } | undefined,
  settled: boolean,
): void {
  const { search, adoptSearch } = list;
  const hasRange = Boolean(search.startTime && search.endTime);
  const start = answered?.startTime;
  const end = answered?.endTime;
  useEffect(() => {
    if (!hasRange && settled && start && end) adoptSearch({ ...search, startTime: start, endTime: end });
  }, [hasRange, settled, start, end, search, adoptSearch]);
}
