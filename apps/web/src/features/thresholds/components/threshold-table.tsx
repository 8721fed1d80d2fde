import { Empty, Typography, type TableProps } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import type { ServerTableState } from '../../../lib/server-table';
import { THRESHOLD_SORT_FIELDS, type ThresholdRow, type ThresholdSortField } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { RowActions } from '../../../components/row-actions';
import { ThresholdStateTag } from './threshold-state-tag';

export type ThresholdTableState = ServerTableState<ThresholdSortField>;

interface ThresholdTableProps extends ServerPage<ThresholdRow, ThresholdSortField> {
  showPlatform: boolean;
  /** False for a platform whose balance is hidden (spec section 6): the server sends no balance either. */
  showBalance: boolean;
  onEdit: (row: ThresholdRow) => void;
  onDelete: (row: ThresholdRow) => Promise<unknown>;
}

export function ThresholdTable({
  showPlatform,
  showBalance,
  onEdit,
  onDelete,
  ...page
}: ThresholdTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: ThresholdSortField) =>
    page.state.sortField === field ? (page.state.sortOrder ?? null) : null;
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
    ...(showBalance
      ? [
          {
            title: t('thresholds.balance'),
            dataIndex: 'balance',
            align: 'right' as const,
            ...sortable('balance'),
            render: (_value: unknown, row: ThresholdRow) => (
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
        ]
      : []),
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
        <RowActions
          rowName={row.currency}
          editText={t('thresholds.edit')}
          onEdit={() => onEdit(row)}
          deleteText={t('thresholds.delete')}
          deleteConfirm={t('thresholds.deleteConfirm', { currency: row.currency })}
          deleteHint={t('thresholds.deleteHint')}
          onDelete={() => onDelete(row)}
        />
      ),
    },
  ];

  return (
    <ServerPagedTable<ThresholdRow, ThresholdSortField>
      testId="threshold-table"
      {...page}
      columns={columns}
      sortFields={THRESHOLD_SORT_FIELDS}
      totalText={(count) => t('thresholds.total', { total: count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thresholds.empty')} />}
    />
  );
}
