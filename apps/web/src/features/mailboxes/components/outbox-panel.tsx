import { useState } from 'react';
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, OUTBOX_STATUSES, type OutboxRow, type OutboxStatusValue } from '@ota/contract';
import { useOutbox } from '../api/get-outbox';
import { EmailTypeTag } from './email-type-tag';
import { OutboxStatusTag } from './outbox-status-tag';
import { isMailboxType } from './mailbox-types';

const NO_MAIL: OutboxRow[] = [];

/** What was written for the mailboxes, and whether it went out: read-only. */
export function OutboxPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ status?: OutboxStatusValue; email?: string }>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const outbox = useOutbox({ ...filters, ...page }, active);
  const data = outbox.isError ? undefined : outbox.data;

  const columns: TableProps<OutboxRow>['columns'] = [
    { title: t('mailboxes.outbox.to'), dataIndex: 'to', key: 'to' },
    {
      title: t('mailboxes.outbox.kind'),
      dataIndex: 'kind',
      key: 'kind',
      responsive: ['md'],
      render: (kind: string) => (isMailboxType(kind) ? <EmailTypeTag type={kind} /> : kind),
    },
    {
      title: t('mailboxes.outbox.subject'),
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string) => (
        <Typography.Text ellipsis={{ tooltip: subject }} style={{ maxWidth: 360 }}>
          {subject}
        </Typography.Text>
      ),
    },
    {
      title: t('mailboxes.outbox.status'),
      dataIndex: 'status',
      key: 'status',
      render: (_value, row) =>
        row.lastError ? (
          <Tooltip title={t('mailboxes.outbox.lastError', { error: row.lastError })}>
            <span>
              <OutboxStatusTag status={row.status} />
            </span>
          </Tooltip>
        ) : (
          <OutboxStatusTag status={row.status} />
        ),
    },
    { title: t('mailboxes.outbox.attempts'), dataIndex: 'attempts', key: 'attempts', responsive: ['lg'] },
    {
      title: t('mailboxes.outbox.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      responsive: ['sm'],
    },
    {
      title: t('mailboxes.outbox.sentOrNext'),
      key: 'when',
      responsive: ['lg'],
      render: (_value, row) => row.sentTime || row.nextAttemptTime,
    },
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('mailboxes.outbox.hint')} style={{ marginBottom: 16 }} />
      <Form
        layout="inline"
        name="outbox-filters"
        style={{ rowGap: 12, marginBottom: 16 }}
        onValuesChange={(_changed, values: { status?: OutboxStatusValue; email?: string }) => {
          setFilters({ status: values.status, email: values.email?.trim() || undefined });
          setPage((state) => ({ ...state, pageNum: 1 }));
        }}
      >
        <Form.Item name="email" label={t('mailboxes.outbox.to')}>
          <Input allowClear placeholder={t('mailboxes.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="status" label={t('mailboxes.outbox.status')}>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('mailboxes.outbox.allStatuses')}
            options={OUTBOX_STATUSES.map((status) => ({
              value: status,
              label: t(`mailboxes.outbox.statuses.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void outbox.refetch()}
              loading={outbox.isFetching}
            >
              {t('mailboxes.outbox.refresh')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<OutboxRow>
        rowKey="id"
        data-testid="outbox-table"
        columns={columns}
        dataSource={data?.pageList ?? NO_MAIL}
        loading={outbox.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailboxes.outbox.empty')} />,
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('mailboxes.total', { total: count }),
          onChange: (pageNum, pageSize) =>
            setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
      />
    </>
  );
}
