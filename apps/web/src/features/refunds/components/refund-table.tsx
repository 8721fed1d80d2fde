import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_CASE, type RefundRow } from '@ota/contract';
import {
  deadlineColumn,
  useCaseColumns,
  useQuotedColumns,
  type CaseColumn,
} from '../../../components/cases/case-table';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { RefundStatusTag, RefundTypeLabel } from './refund-tags';

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

interface RefundTableProps {
  rows: readonly RefundRow[];
  total: number;
  loading: boolean;
  /** When the rows were answered: each deadline counts down from then. */
  answeredAt: number;
  state: ServerTableState<never>;
  onChange: (state: ServerTableState<never>) => void;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
}

export const detailPath = (id: number) => `/html/refund/refundDetail?id=${id}`;

/**
 * The server-paged refund list with row selection for batch moves (the shared ServerPagedTable has
 * no selection, so this table uses its paging helpers directly).
 */
export function RefundTable(props: RefundTableProps) {
  const { t } = useTranslation();
  const column = useCaseColumns<RefundRow>('refunds');
  const quoted = useQuotedColumns<RefundRow>('refunds');
  const columns: CaseColumn<RefundRow>[] = [
    column.caseNo('refundNo', detailPath, 'refund-link'),
    column.text('orderNo'),
    column.text('pnr'),
    column.text('passengers'),
    {
      title: column.label('type'),
      key: 'refundType',
      render: (_value, row) => <RefundTypeLabel type={row.refundType} />,
    },
    column.status((row) => <RefundStatusTag status={row.status} />),
    ...quoted,
    deadlineColumn(column.label('deadline'), REFUND_CASE, props.answeredAt),
    column.created(),
  ];

  const handleChange: TableProps<RefundRow>['onChange'] = (pagination, _filters, sorter) =>
    props.onChange(nextTableState(props.state, pagination, sorter, NO_SORT));

  return (
    <Table<RefundRow>
      rowKey="id"
      data-testid="refund-table"
      columns={columns}
      dataSource={[...props.rows]}
      loading={props.loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...props.selected],
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'aria-label': t('refunds.select', { refundNo: row.refundNo }) }),
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refunds.empty')} /> }}
      pagination={serverPagination(props.state, props.total, (count) => t('refunds.total', { count }))}
    />
  );
}
