import dayjs, { type Dayjs } from 'dayjs';
import {
  dateParam,
  oneOfParam,
  textParam,
  type FilterCodecs,
  type ListSpec,
  type ParamCodec,
} from './list-state';

/** A text field: kept as typed (trimmed), or in capitals for numbers and codes. */
export interface CaseFilterText {
  name: string;
  /** Its label's key in the kind's area. */
  label: string;
  maxLength: number;
  width?: number;
  upper?: boolean;
  placeholder?: string;
}

/** A choice among the kind's values, labelled `${options}.${value}` in the kind's area. */
export interface CaseFilterSelect {
  name: string;
  label: string;
  values: readonly string[];
  options: string;
  width?: number;
}

/** A date range shown as one picker (`name`), searched as two days (`start`, `end`). */
export interface CaseFilterRange {
  name: string;
  label: string;
  start: string;
  end: string;
}

/** What one case kind's filter form holds, in the order shown. */
export interface CaseFilterKind {
  /** The form's name (antd prefixes its fields' ids with it). */
  form: string;
  /** The kind's translation area, where the labels are. */
  area: string;
  texts: CaseFilterText[];
  selects: CaseFilterSelect[];
  ranges: CaseFilterRange[];
}

type Range = [Dayjs | null, Dayjs | null] | null;
type Search = Record<string, string | undefined>;

/** The case number field under the kind's own name. */
export const caseNoFilter = (name: string): CaseFilterText => ({
  name,
  label: name,
  maxLength: 24,
  width: 140,
  upper: true,
});

/** Order number, PNR and passenger: every case kind's list filters by them. */
export const orderFilters = (passengerLabel = 'passenger'): CaseFilterText[] => [
  { name: 'orderNo', label: 'orderNo', maxLength: 32, width: 160, upper: true },
  { name: 'pnr', label: 'pnr', maxLength: 6, width: 100, upper: true },
  { name: 'passengerName', label: passengerLabel, maxLength: 64 },
];

export const airlineFilter: CaseFilterText = {
  name: 'airline',
  label: 'airline',
  maxLength: 2,
  width: 70,
  upper: true,
  placeholder: 'DA',
};

export const createdRange: CaseFilterRange = {
  name: 'created',
  label: 'created',
  start: 'createStart',
  end: 'createEnd',
};

export const deadlineRange: CaseFilterRange = {
  name: 'deadline',
  label: 'deadline',
  start: 'deadlineStart',
  end: 'deadlineEnd',
};

/** What every kind's search holds besides its own fields: the order's, and when the case was created. */
export interface CaseSearch {
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  createStart?: string;
  createEnd?: string;
}

/** A search by deadline, for the kinds with one. */
export interface DeadlineSearch {
  deadlineStart?: string;
  deadlineEnd?: string;
}

/** How the order's fields travel in a list's address (lib/list-state.ts). */
export const orderParams = { orderNo: textParam, pnr: textParam, passengerName: textParam };
export const createdParams = { createStart: dateParam, createEnd: dateParam };
export const deadlineParams = { deadlineStart: dateParam, deadlineEnd: dateParam };

const day = (value: string | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function textOf(field: CaseFilterText, value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() || undefined : undefined;
  return field.upper ? trimmed?.toUpperCase() : trimmed;
}

/** The list's search (from its address) as the form's values: its day pairs as ranges. */
export function caseFilterValues(kind: CaseFilterKind, search: object): Record<string, unknown> {
  const values: Record<string, unknown> = { ...search };
  for (const range of kind.ranges) {
    const start = values[range.start] as string | undefined;
    const end = values[range.end] as string | undefined;
    delete values[range.start];
    delete values[range.end];
    values[range.name] = start || end ? [day(start), day(end)] : null;
  }
  return values;
}

/** The search the form's values ask for: texts trimmed (codes in capitals), ranges as two days. */
export function caseSearchOf(kind: CaseFilterKind, values: Record<string, unknown>): Search {
  const search: Search = {};
  for (const text of kind.texts) search[text.name] = textOf(text, values[text.name]);
  for (const select of kind.selects) search[select.name] = values[select.name] as string | undefined;
  for (const range of kind.ranges) {
    const picked = values[range.name] as Range | undefined;
    search[range.start] = dayText(picked?.[0]);
    search[range.end] = dayText(picked?.[1]);
  }
  return search;
}

/**
 * How a kind's search travels in its list's address, read off its filter form: a text as typed, a
 * choice only among its values, a range as two days. S is the search the form's fields make.
 */
export function caseListSpec<S extends object>(kind: CaseFilterKind): ListSpec<S, never> {
  const filters: Record<string, ParamCodec<string>> = {};
  for (const text of kind.texts) filters[text.name] = textParam;
  for (const select of kind.selects) filters[select.name] = oneOfParam(select.values);
  for (const range of kind.ranges) {
    filters[range.start] = dateParam;
    filters[range.end] = dateParam;
  }
  // Every field of S is a text or a day in the address: the form names them, TypeScript cannot see it.
  return { filters: filters as unknown as FilterCodecs<S>, sortFields: [] };
}
