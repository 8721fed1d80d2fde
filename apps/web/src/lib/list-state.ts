import { MAX_PAGE_NUM, MAX_PAGE_SIZE } from '@ota/contract';
import type { ServerTableState } from './server-table';

/**
 * A list's place (page, page size, sort, filters) as URL query fields, so that a reload, a link or
 * Back shows the same page of the same search. Pure functions here; the hook is use-list-state.ts.
 */

/** How one filter travels in the query: read from its values (repeated keys for lists), written back. */
export interface ParamCodec<T> {
  parse: (raw: readonly string[]) => T | undefined;
  format: (value: T) => string[];
}

/** A filter's codec per field of the search S: every field of S is optional in the URL. */
export type FilterCodecs<S> = { [K in keyof S]-?: ParamCodec<NonNullable<S[K]>> };

export type SortOrder = 'ascend' | 'descend';

export interface ListSpec<S, F extends string> {
  filters: FilterCodecs<S>;
  sortFields: readonly F[];
}

/** What the list shows when its address holds none of its fields (a menu click, a fresh start). */
export interface ListDefaults<S, F extends string> {
  search: S;
  pageSize: number;
  sortField?: F;
  sortOrder?: SortOrder;
}

export interface ListPlace<S, F extends string> {
  search: S;
  table: ServerTableState<F>;
}

/** Query keys of the page and sort; a filter must not take one of these names. */
export const TABLE_KEYS = ['pageNum', 'pageSize', 'sortField', 'sortOrder'] as const;

export const textParam: ParamCodec<string> = {
  parse: (raw) => raw[0]?.trim() || undefined,
  format: (value) => [value],
};

export function oneOfParam<T extends string | number>(allowed: readonly T[]): ParamCodec<T> {
  return {
    parse: (raw) => allowed.find((value) => String(value) === raw[0]),
    format: (value) => [String(value)],
  };
}

/** Several values of a fixed set, as a repeated key (?status=PAID&status=TICKETED). */
export function manyOfParam<T extends string>(allowed: readonly T[]): ParamCodec<T[]> {
  return {
    parse: (raw) => {
      const picked = allowed.filter((value) => raw.includes(value));
      return picked.length > 0 ? picked : undefined;
    },
    format: (values) => [...values],
  };
}

/** A calendar date, YYYY-MM-DD. */
export const dateParam: ParamCodec<string> = {
  parse: (raw) => (raw[0] && /^\d{4}-\d{2}-\d{2}$/.test(raw[0]) ? raw[0] : undefined),
  format: (value) => [value],
};

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

function hasListFields<S, F extends string>(query: URLSearchParams, spec: ListSpec<S, F>): boolean {
  const keys: readonly string[] = [...TABLE_KEYS, ...Object.keys(spec.filters)];
  return keys.some((key) => query.has(key));
}

function readSearch<S, F extends string>(query: URLSearchParams, spec: ListSpec<S, F>): S {
  const search: Partial<Record<keyof S, unknown>> = {};
  for (const key of Object.keys(spec.filters) as (keyof S & string)[]) {
    const codec = spec.filters[key] as ParamCodec<unknown>;
    const value = codec.parse(query.getAll(key));
    if (value !== undefined) search[key] = value;
  }
  return search as S;
}

/**
 * The list's place read from its address. An address without any of the list's fields shows the
 * defaults; one with them shows exactly what it says (an empty filter stays empty), and fields that
 * do not parse are dropped rather than refused.
 */
export function readListPlace<S, F extends string>(
  query: URLSearchParams,
  spec: ListSpec<S, F>,
  defaults: ListDefaults<S, F>,
): ListPlace<S, F> {
  if (!hasListFields(query, spec)) {
    return {
      search: defaults.search,
      table: {
        pageNum: 1,
        pageSize: defaults.pageSize,
        sortField: defaults.sortField,
        sortOrder: defaults.sortField ? defaults.sortOrder : undefined,
      },
    };
  }
  const sortField = spec.sortFields.find((field) => field === query.get('sortField'));
  const order = query.get('sortOrder');
  const sortOrder = order === 'ascend' || order === 'descend' ? order : undefined;
  return {
    search: readSearch(query, spec),
    table: {
      pageNum: wholeNumber(query.get('pageNum'), 1, MAX_PAGE_NUM) ?? 1,
      pageSize: wholeNumber(query.get('pageSize'), 1, MAX_PAGE_SIZE) ?? defaults.pageSize,
      sortField: sortField && sortOrder ? sortField : undefined,
      sortOrder: sortField && sortOrder ? sortOrder : undefined,
    },
  };
}

/**
 * The address query for a place: the query's other fields kept, the list's own replaced. The page
 * number and size are always written, so that an address with an empty search is not read as
 * "show the defaults".
 */
export function writeListPlace<S, F extends string>(
  query: URLSearchParams,
  spec: ListSpec<S, F>,
  place: ListPlace<S, F>,
): URLSearchParams {
  const next = clearListFields(query, spec);
  for (const key of Object.keys(spec.filters) as (keyof S & string)[]) {
    const value = place.search[key];
    if (value === undefined || value === null) continue;
    const codec = spec.filters[key] as ParamCodec<unknown>;
    codec.format(value).forEach((item) => next.append(key, item));
  }
  next.set('pageNum', String(place.table.pageNum));
  next.set('pageSize', String(place.table.pageSize));
  if (place.table.sortField && place.table.sortOrder) {
    next.set('sortField', place.table.sortField);
    next.set('sortOrder', place.table.sortOrder);
  }
  return next;
}

/** A copy of the query without the list's fields: the list shows its defaults again. */
export function clearListFields<S, F extends string>(
  query: URLSearchParams,
  spec: ListSpec<S, F>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of [...TABLE_KEYS, ...Object.keys(spec.filters)]) next.delete(key);
  return next;
}
