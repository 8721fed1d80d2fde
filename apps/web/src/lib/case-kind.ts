import type { z } from 'zod';
import type { CallDeclaration, CaseKindDescriptor } from '@ota/contract';
import { callApi } from './call-api';
import { useCaseChange, useCaseDetail, useCaseList } from './case-queries';
import type { CaseOutcome } from './case-outcome';

/**
 * A kind's query keys, all under its translation area: a change refreshes `all`; `order` is the order
 * its add dialog read.
 */
export function caseKeys<P>(kind: Pick<CaseKindDescriptor, 'area'>) {
  const all = [kind.area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: P) => [...all, 'list', params] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    order: (prefix: string, orderNo: string) => [...all, 'order', prefix, orderNo] as const,
  };
}

/** The calls every kind declares for its pages: a page of its cases, and one case with its history. */
interface CaseKindCalls<P, Page, Detail> {
  page: CallDeclaration<z.ZodType<unknown, P>, z.ZodType<Page>>;
  detail: CallDeclaration<z.ZodType<unknown, { id: unknown }>, z.ZodType<Detail>>;
}

/** A kind's list and detail queries, and its changes (each refreshes every query of the kind). */
export function caseKindQueries<P, Page, Detail>(
  kind: Pick<CaseKindDescriptor, 'area'>,
  calls: CaseKindCalls<P, Page, Detail>,
) {
  const keys = caseKeys<P>(kind);
  const getList = (params: P) => callApi(calls.page, params);
  const getDetail = (id: number) => callApi(calls.detail, { id });
  return {
    keys,
    useList: (params: P) => useCaseList(keys.list, getList, params),
    useDetail: (id: number | null) => useCaseDetail(keys.detail, getDetail, id),
    useChange: <I, R>(send: (input: I) => Promise<CaseOutcome<R>>) => useCaseChange(send, keys.all),
  };
}

/** The address of one case's detail page, a kind's cases being named by id. */
export const caseDetailPath = (kind: Pick<CaseKindDescriptor, 'pages'>) => (id: number) =>
  `${kind.pages.detail}?id=${id}`;

/** What a kind's detail page takes from its descriptor: its texts' area, and where Back goes. */
export const caseDetailOf = (kind: Pick<CaseKindDescriptor, 'area' | 'pages'>) => ({
  area: kind.area,
  listPath: kind.pages.list,
});
