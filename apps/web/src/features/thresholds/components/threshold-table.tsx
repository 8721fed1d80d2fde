import { Button, Empty, Popconfirm, Space, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { THRESHOLD_SORT_FIELDS, type ThresholdRow, type ThresholdSortField } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { ThresholdStateTag } from './threshold-state-tag';

export type ThresholdTableState = ServerTableState<ThresholdSortField>;

interface ThresholdTableProps {
  rows: readonly ThresholdRow[];
  total: number;
  loading: boolean;
  showPlatform: boolean;
  state: ThresholdTableState;
  onChange: (state: ThresholdTableState) => void;
  onEdit: (row: ThresholdRow) => void;
  onDelete: (row: ThresholdRow) => Promise<unknown>;
}

export function ThresholdTable(props: ThresholdTableProps) {
  const { rows, total, loading, showPlatform, state, onChange, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const sortOrderOf = (field: ThresholdSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;
  const sortable = (field: ThresholdSortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
  });

  const columns: TableProps<ThresholdRow>['columns'] = [
    ...(showPlatform
      ? [
          {
            title: t('thresholds.platform'),
            dataIndex: 'platformType',
            key: 'platformType',
            render: (value: number) => t(`thresholds.platforms.${value}`, { defaultValue: String(value) }),
          },
        ]
      : []),
    { title: t('thresholds.currency'), dataIndex: 'currency', ...sortable('currency') },
    {
      title: t('thresholds.balance'),
      dataIndex: 'balance',
      align: 'right',
      ...sortable('balance'),
      render: (_value, row) => (
        <Typography.Text
          type={row.belowThreshold ? 'danger' : undefined}
          strong
          data-testid="threshold-balance"
        >
          {row.belowThreshold && <WarningOutlined style={{ marginRight: 6 }} />}
          {formatMoney(row.balance, row.currency)}
        </Typography.Text>
      ),
    },
    {
      title: t('thresholds.warningThreshold'),
      dataIndex: 'warningThreshold',
      align: 'right',
      ...sortable('warningThreshold'),
      render: (_value, row) => formatMoney(row.warningThreshold, row.currency),
    },
    { title: t('thresholds.state'), key: 'state', render: (_value, row) => <ThresholdStateTag row={row} /> },
    {
      title: t('thresholds.createTime'),
      dataIndex: 'createTime',
      responsive: ['md'],
      ...sortable('createTime'),
    },
    {
      title: t('thresholds.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(row)}
            aria-label={`${t('thresholds.edit')} ${row.currency}`}
          >
            {t('thresholds.edit')}
          </Button>
          <Popconfirm
            title={t('thresholds.deleteConfirm', { currency: row.currency })}
            description={t('thresholds.deleteHint')}
            okText={t('thresholds.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => onDelete(row).catch(() => undefined)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('thresholds.delete')} ${row.currency}`}
            >
              {t('thresholds.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const handleChange: TableProps<ThresholdRow>['onChange'] = (pagination, _filters, sorter) =>
    onChange(nextTableState(state, pagination, sorter, THRESHOLD_SORT_FIELDS));

  return (
    <Table<ThresholdRow>
      rowKey="id"
      data-testid="threshold-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thresholds.empty')} />,
      }}
      pagination={serverPagination(state, total, (count) => t('thresholds.total', { total: count }))}
    />
  );
}
