import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import { nextTableState, serverPagination, type ServerTableState } from '../lib/server-table';
import { FIT_TABLE, withKeyColumn } from './table-fit';

/** What a page hands its server-paged table: the rows it fetched and the page/sort it asked for. */
export interface ServerPage<Row, F extends string> {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  state: ServerTableState<F>;
  onChange: (state: ServerTableState<F>) => void;
}

export interface ServerPagedTableProps<Row, F extends string> extends ServerPage<Row, F> {
  testId: string;
  columns: TableProps<Row>['columns'];
  /** The fields the server sorts by; a sort on any other column is dropped. */
  sortFields: readonly F[];
  totalText: (total: number) => string;
  empty: ReactNode;
}

/**
 * A list the server pages and sorts: the table keeps no rows of its own, only asks for the next page.
 * It fits its page (components/table-fit.tsx) and its first column stays put when it scrolls sideways.
 */
export function ServerPagedTable<Row extends { id: number }, F extends string>(
  props: ServerPagedTableProps<Row, F>,
) {
  const { state, onChange, sortFields } = props;
  const handleChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) =>
    onChange(nextTableState(state, pagination, sorter, sortFields));

  return (
    <Table<Row>
      rowKey="id"
      data-testid={props.testId}
      columns={props.columns && withKeyColumn(props.columns)}
      dataSource={[...props.rows]}
      loading={props.loading}
      onChange={handleChange}
      {...FIT_TABLE}
      className="fit-table"
      locale={{ emptyText: props.empty }}
      pagination={serverPagination(state, props.total, props.totalText)}
    />
  );
}
