import { Table, type TableProps, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseRecordRow } from '@ota/contract';
import { formatApiDateTime } from '../../lib/format';
import { recordText } from '../../lib/server-message';

interface CaseHistoryProps {
  records: CaseRecordRow[];
  /** A state as the operator reads it, in the kind's words. */
  statusLabel: (status: string) => string;
  loading?: boolean;
  /** For a history read a page at a time; without it every record shows, ten to a page. */
  pagination?: TablePaginationConfig;
}

/** A case's changes and notes (spec section 3, Operation records): who, when, from → to, what. */
export function CaseHistory({ records, statusLabel, loading, pagination }: CaseHistoryProps) {
  const { t, i18n } = useTranslation();
  const columns: TableProps<CaseRecordRow>['columns'] = [
    {
      title: t('cases.history.time'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (value: string) => formatApiDateTime(value, 'second'),
    },
    { title: t('cases.history.operator'), dataIndex: 'operator', key: 'operator' },
    {
      title: t('cases.history.change'),
      key: 'change',
      render: (_value, row) =>
        row.fromStatus && row.toStatus
          ? `${statusLabel(row.fromStatus)} → ${statusLabel(row.toStatus)}`
          : t(`cases.history.actions.${row.action}`, { defaultValue: row.action }),
    },
    {
      title: t('cases.history.content'),
      dataIndex: 'content',
      key: 'content',
      render: (_value, row) => recordText(row, t, i18n.language),
    },
  ];
  return (
    <Table<CaseRecordRow>
      rowKey="id"
      size="small"
      data-testid="case-history"
      loading={loading}
      columns={columns}
      dataSource={records}
      scroll={{ x: 'max-content' }}
      pagination={pagination ?? { pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
