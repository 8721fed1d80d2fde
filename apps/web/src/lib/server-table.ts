import type { TablePaginationConfig, TableProps } from 'antd';

/** Page and sort of a list the server pages and sorts. */
export interface ServerTableState<F extends string> {
  pageNum: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: 'ascend' | 'descend';
}

type Sorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/**
 * The next page/sort after an antd Table change: a sort on a field the server does not sort by is
 * dropped, and a new page size goes back to page 1.
 */
export function nextTableState<Row, F extends string>(
  state: ServerTableState<F>,
  pagination: TablePaginationConfig,
  sorter: Sorter<Row>,
  sortFields: readonly F[],
): ServerTableState<F> {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = single?.columnKey ?? single?.field;
  const order = single?.order ?? undefined;
  const field = order && sortFields.find((candidate) => candidate === key);
  const pageSize = pagination.pageSize ?? state.pageSize;
  return {
    pageNum: pageSize === state.pageSize ? (pagination.current ?? 1) : 1,
    pageSize,
    sortField: field || undefined,
    sortOrder: field ? order : undefined,
  };
}

/** antd pagination for a server-paged list, with its translated total. */
export function serverPagination<F extends string>(
  state: ServerTableState<F>,
  total: number,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return { current: state.pageNum, pageSize: state.pageSize, total, showSizeChanger: true, showTotal };
}
