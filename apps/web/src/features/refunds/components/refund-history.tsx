import { useState } from 'react';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseRecordRow } from '@ota/contract';
import { formatApiDateTime } from '../../../lib/format';
import { useRefundLog } from '../api/get-refund-log';

const PAGE_SIZE = 10;

/** The refund's changes and notes (refundChangeLog), oldest first, a page at a time. */
export function RefundHistory({ refundId }: { refundId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const log = useRefundLog(refundId, pageNum, PAGE_SIZE);
  const status = (value: string | null) =>
    value ? t(`refunds.statuses.${value}`, { defaultValue: value }) : '';
  const columns: TableProps<CaseRecordRow>['columns'] = [
    {
      title: t('refunds.history.time'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (value: string) => formatApiDateTime(value, 'second'),
    },
    { title: t('refunds.history.operator'), dataIndex: 'operator', key: 'operator' },
    {
      title: t('refunds.history.change'),
      key: 'change',
      render: (_value, row) =>
        row.fromStatus && row.toStatus
          ? `${status(row.fromStatus)} → ${status(row.toStatus)}`
          : t(`refunds.history.actions.${row.action}`, { defaultValue: row.action }),
    },
    { title: t('refunds.history.content'), dataIndex: 'content', key: 'content' },
  ];
  return (
    <Table<CaseRecordRow>
      rowKey="id"
      size="small"
      data-testid="refund-history"
      loading={log.isFetching}
      columns={columns}
      dataSource={log.data?.pageList ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: log.data?.totalCount ?? 0,
        onChange: setPageNum,
        hideOnSinglePage: true,
      }}
    />
  );
}
