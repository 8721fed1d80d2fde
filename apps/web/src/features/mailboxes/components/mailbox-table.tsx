import { Button, Empty, Popconfirm, Space, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { MAILBOX_SORT_FIELDS, type MailboxRow, type MailboxSortField } from '@ota/contract';
import { EmailTypeTag } from './email-type-tag';

export type MailboxTableState = ServerTableState<MailboxSortField>;

interface MailboxTableProps {
  rows: readonly MailboxRow[];
  total: number;
  loading: boolean;
  state: MailboxTableState;
  onChange: (state: MailboxTableState) => void;
  onEdit: (row: MailboxRow) => void;
  onDelete: (row: MailboxRow) => Promise<unknown>;
}

export function MailboxTable({ rows, total, loading, state, onChange, onEdit, onDelete }: MailboxTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: MailboxSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;

  const columns: TableProps<MailboxRow>['columns'] = [
    {
      title: t('mailboxes.email'),
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      sortOrder: sortOrderOf('email'),
      render: (email: string) => <Typography.Text copyable>{email}</Typography.Text>,
    },
    {
      title: t('mailboxes.emailType'),
      dataIndex: 'emailType',
      key: 'emailType',
      sorter: true,
      sortOrder: sortOrderOf('emailType'),
      render: (_value, row) => <EmailTypeTag type={row.emailType} />,
    },
    {
      title: t('mailboxes.remark'),
      dataIndex: 'remark',
      key: 'remark',
      responsive: ['md'],
      render: (remark: string) => (
        <Typography.Text ellipsis={{ tooltip: remark }} style={{ maxWidth: 280 }}>
          {remark || '—'}
        </Typography.Text>
      ),
    },
    {
      title: t('mailboxes.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf('createTime'),
      responsive: ['sm'],
    },
    {
      title: t('mailboxes.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(row)}
            aria-label={`${t('mailboxes.edit')} ${row.email}`}
          >
            {t('mailboxes.edit')}
          </Button>
          <Popconfirm
            title={t('mailboxes.deleteConfirm', {
              email: row.email,
              type: t(`mailboxes.types.${row.emailType}`),
            })}
            description={t('mailboxes.deleteHint')}
            okText={t('mailboxes.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => onDelete(row).catch(() => undefined)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('mailboxes.delete')} ${row.email}`}
            >
              {t('mailboxes.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const handleChange: TableProps<MailboxRow>['onChange'] = (pagination, _filters, sorter) =>
    onChange(nextTableState(state, pagination, sorter, MAILBOX_SORT_FIELDS));

  return (
    <Table<MailboxRow>
      rowKey="id"
      data-testid="mailbox-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailboxes.empty')} />,
      }}
      pagination={serverPagination(state, total, (count) => t('mailboxes.total', { total: count }))}
    />
  );
}
