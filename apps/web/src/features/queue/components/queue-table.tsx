import { Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { casePageLink, type CaseQueueRow } from '@ota/contract';
import { CaseCountdown } from '../../../components/cases/case-deadline';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime } from '../../../lib/format';
import { statusKey } from '../lib/queue-view';

interface QueueTableProps extends ServerPage<CaseQueueRow, never> {
  /** When the server answered: each countdown counts from then. */
  answeredAt: number;
}

/** The open cases, soonest deadline first: what to work on next. */
export function QueueTable({ answeredAt, ...page }: QueueTableProps) {
  const { t } = useTranslation();
  const columns: TableProps<CaseQueueRow>['columns'] = [
    {
      title: t('queue.deadline'),
      key: 'deadline',
      fixed: 'left',
      render: (_value, row) =>
        row.deadline === null ? (
          <Typography.Text type="secondary">{t('queue.noDeadline')}</Typography.Text>
        ) : (
          <span>
            {row.overdue ? (
              <Tag color="error" data-testid="queue-overdue">
                {t('queue.overdue')}
              </Tag>
            ) : (
              <CaseCountdown secondsLeft={row.secondsLeft} answeredAt={answeredAt} />
            )}{' '}
            <Typography.Text type="secondary">{formatApiDateTime(row.deadline, 'minute')}</Typography.Text>
          </span>
        ),
    },
    {
      title: t('queue.kind'),
      dataIndex: 'kind',
      render: (kind: string) => t(`queue.kinds.${kind}`, { defaultValue: kind }),
    },
    {
      title: t('queue.caseNo'),
      dataIndex: 'caseNo',
      render: (caseNo: string, row) => {
        const link = casePageLink(row.kind, row);
        return link ? <Link to={link}>{caseNo}</Link> : caseNo;
      },
    },
    {
      title: t('queue.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string | null) =>
        orderNo ? (
          <Link to={`/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`}>{orderNo}</Link>
        ) : (
          '—'
        ),
    },
    {
      title: t('queue.status'),
      dataIndex: 'status',
      render: (status: string, row) => <Tag>{t(statusKey(row.kind, status), { defaultValue: status })}</Tag>,
    },
    {
      title: t('queue.created'),
      dataIndex: 'createTime',
      render: (value: string) => formatApiDateTime(value, 'minute'),
    },
  ];
  return (
    <ServerPagedTable<CaseQueueRow, never>
      {...page}
      testId="queue-table"
      columns={columns}
      sortFields={[]}
      totalText={(total) => t('queue.total', { count: total })}
      empty={t('queue.empty')}
    />
  );
}
