import { Empty, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_CASE, type RefundRow } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
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
  const money = (amount: string | null, row: RefundRow) =>
    amount === null ? '—' : formatMoney(amount, row.currency);
  const columns: TableProps<RefundRow>['columns'] = [
    {
      title: t('refunds.refundNo'),
      dataIndex: 'refundNo',
      key: 'refundNo',
      fixed: 'left',
      render: (refundNo: string, row) => (
        <Link to={detailPath(row.id)} data-testid="refund-link">
          {refundNo}
        </Link>
      ),
    },
    { title: t('refunds.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('refunds.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('refunds.passengers'), dataIndex: 'passengers', key: 'passengers' },
    {
      title: t('refunds.type'),
      key: 'refundType',
      render: (_value, row) => <RefundTypeLabel type={row.refundType} />,
    },
    {
      title: t('refunds.status'),
      key: 'status',
      render: (_value, row) => <RefundStatusTag status={row.status} />,
    },
    {
      title: t('refunds.applicationAmount'),
      key: 'applicationAmount',
      align: 'right',
      render: (_value, row) => money(row.applicationAmount, row),
    },
    {
      title: t('refunds.confirmedAmount'),
      key: 'confirmedAmount',
      align: 'right',
      render: (_value, row) => money(row.confirmedAmount, row),
    },
    {
      title: t('refunds.serviceCharge'),
      key: 'serviceCharge',
      align: 'right',
      responsive: ['md'],
      render: (_value, row) => money(row.serviceCharge, row),
    },
    {
      title: t('refunds.deadline'),
      key: 'deadline',
      render: (_value, row) => <CaseDeadline kind={REFUND_CASE} row={row} answeredAt={props.answeredAt} />,
    },
    {
      title: t('refunds.createdByAt'),
      key: 'created',
      responsive: ['lg'],
      render: (_value, row) => (
        <span>
          {row.createdBy}{' '}
          <Typography.Text type="secondary">{formatApiDateTime(row.createTime, 'minute')}</Typography.Text>
        </span>
      ),
    },
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
