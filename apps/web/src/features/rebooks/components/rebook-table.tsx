import { Empty, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RebookRow } from '@ota/contract';
import { RebookStatusTag } from './rebook-status-tag';

export interface RebookTableState {
  pageNum: number;
  pageSize: number;
  sortOrder?: 'ascend' | 'descend';
}

interface RebookTableProps {
  rows: readonly RebookRow[];
  total: number;
  loading: boolean;
  state: RebookTableState;
  onChange: (state: RebookTableState) => void;
}

export function RebookTable({ rows, total, loading, state, onChange }: RebookTableProps) {
  const { t } = useTranslation();
  const columns: TableProps<RebookRow>['columns'] = [
    {
      title: t('rebooks.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => (
        <Link
          to={`/html/orderRebook/details?orderNo=${encodeURIComponent(orderNo)}`}
          data-testid="rebook-link"
        >
          {orderNo}
        </Link>
      ),
    },
    { title: t('rebooks.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('rebooks.passenger'), dataIndex: 'passengerName', key: 'passengerName' },
    { title: t('rebooks.route'), dataIndex: 'route', key: 'route' },
    {
      title: t('rebooks.originalFlight'),
      key: 'originalDepTime',
      sorter: true,
      sortOrder: state.sortOrder ?? null,
      render: (_value, row) => (
        <span>
          <Typography.Text strong>{row.originalFlight}</Typography.Text> {row.originalDepTime}
        </span>
      ),
    },
    {
      title: t('rebooks.reason'),
      key: 'reason',
      responsive: ['md'],
      render: (_value, row) => t(`rebooks.reasons.${row.reason}`),
    },
    {
      title: t('rebooks.rebookStatus'),
      key: 'rebookStatus',
      render: (_value, row) => <RebookStatusTag status={row.rebookStatus} />,
    },
  ];

  const handleChange: TableProps<RebookRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const pageSize = pagination.pageSize ?? state.pageSize;
    onChange({
      pageNum: pageSize === state.pageSize ? (pagination.current ?? 1) : 1,
      pageSize,
      sortOrder: single?.order ?? undefined,
    });
  };

  return (
    <Table<RebookRow>
      rowKey="orderNo"
      data-testid="rebook-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rebooks.empty')} /> }}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('rebooks.total', { count }),
      }}
    />
  );
}
