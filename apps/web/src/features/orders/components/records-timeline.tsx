import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationRecord } from '@ota/contract';
import { formatApiDateTime } from '../../../lib/format';
import { recordText } from '../../../lib/server-message';

/** Who did what and when, oldest first (the order's history). */
export function RecordsTimeline({ records }: { records: OperationRecord[] }) {
  const { t, i18n } = useTranslation();
  if (records.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.noRecords')} />;
  return (
    <Timeline
      data-testid="operation-records"
      items={records.map((record, index) => ({
        key: `${record.createTime}-${index}`,
        color: record.operator === 'system' ? 'gray' : 'blue',
        title: (
          <Typography.Text type="secondary">
            {formatApiDateTime(record.createTime, 'minute')} · {record.operator}
          </Typography.Text>
        ),
        content: recordText(record, t, i18n.language),
      }))}
    />
  );
}
