import { Button, Empty, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_SORT_FIELDS, type DisruptionRow, type DisruptionSortField } from '@ota/contract';
import { delayText, scheduleText } from '../lib/disruption-view';
import { DisruptionStatusTag, DisruptionTypeTag } from './disruption-tags';

export interface DisruptionTableState {
  pageNum: number;
  pageSize: number;
  sortField?: DisruptionSortField;
  sortOrder?: 'ascend' | 'descend';
}

interface DisruptionTableProps {
  rows: readonly DisruptionRow[];
  total: number;
  loading: boolean;
  state: DisruptionTableState;
  onChange: (state: DisruptionTableState) => void;
  onOpen: (row: DisruptionRow) => void;
}

function isSortField(value: unknown): value is DisruptionSortField {
  return typeof value === 'string' && (DISRUPTION_SORT_FIELDS as readonly string[]).includes(value);
}

export function DisruptionTable({ rows, total, loading, state, onChange, onOpen }: DisruptionTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: DisruptionSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;

  const columns: TableProps<DisruptionRow>['columns'] = [
    {
      title: t('disruptions.disruptionNo'),
      dataIndex: 'disruptionNo',
      key: 'disruptionNo',
      render: (value: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)} data-testid="open-disruption">
          {value}
        </Button>
      ),
    },
    {
      title: t('disruptions.type'),
      key: 'type',
      render: (_value, row) => <DisruptionTypeTag type={row.type} />,
    },
    {
      title: t('disruptions.flight'),
      key: 'flight',
      render: (_value, row) => (
        <span>
          <Typography.Text strong>{row.flightNo}</Typography.Text> {row.dep}→{row.arr}
        </span>
      ),
    },
    {
      title: t('disruptions.flightDate'),
      dataIndex: 'flightDate',
      key: 'flightDate',
      sorter: true,
      sortOrder: sortOrderOf('flightDate'),
    },
    {
      title: t('disruptions.schedule'),
      key: 'delayMinutes',
      sorter: true,
      sortOrder: sortOrderOf('delayMinutes'),
      responsive: ['md'],
      render: (_value, row) => {
        const { from, to } = scheduleText(row);
        if (to === null) return <Typography.Text delete>{from}</Typography.Text>;
        return (
          <span>
            {from} → {to} <Typography.Text type="secondary">({delayText(row.delayMinutes)})</Typography.Text>
          </span>
        );
      },
    },
    {
      title: t('disruptions.affected'),
      key: 'affected',
      render: (_value, row) =>
        t('disruptions.affectedCount', { orders: row.affectedOrders, passengers: row.affectedPassengers }),
    },
    {
      title: t('disruptions.status'),
      key: 'status',
      render: (_value, row) => <DisruptionStatusTag status={row.status} />,
    },
    {
      title: t('disruptions.detectedAt'),
      dataIndex: 'detectedAt',
      key: 'detectedAt',
      sorter: true,
      sortOrder: sortOrderOf('detectedAt'),
      responsive: ['lg'],
    },
  ];

  const handleChange: TableProps<DisruptionRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order ?? undefined;
    const field = order && isSortField(single?.columnKey) ? single.columnKey : undefined;
    const pageSize = pagination.pageSize ?? state.pageSize;
    onChange({
      pageNum: pageSize === state.pageSize ? (pagination.current ?? 1) : 1,
      pageSize,
      sortField: field,
      sortOrder: field ? order : undefined,
    });
  };

  return (
    <Table<DisruptionRow>
      rowKey="id"
      data-testid="disruption-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('disruptions.empty')} />,
      }}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('disruptions.total', { total: count }),
      }}
    />
  );
}
