import { Empty, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { MAILBOX_SORT_FIELDS, type MailboxRow, type MailboxSortField } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { EmailTypeTag } from './email-type-tag';

interface MailboxTableProps extends ServerPage<MailboxRow, MailboxSortField> {
  onEdit: (row: MailboxRow) => void;
  onDelete: (row: MailboxRow) => Promise<unknown>;
}

export function MailboxTable({ onEdit, onDelete, ...page }: MailboxTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: MailboxSortField) =>
    page.state.sortField === field ? (page.state.sortOrder ?? null) : null;

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
        <RowActions
          rowName={row.email}
          editText={t('mailboxes.edit')}
          onEdit={() => onEdit(row)}
          deleteText={t('mailboxes.delete')}
          deleteConfirm={t('mailboxes.deleteConfirm', {
            email: row.email,
            type: t(`mailboxes.types.${row.emailType}`),
          })}
          deleteHint={t('mailboxes.deleteHint')}
          onDelete={() => onDelete(row)}
        />
      ),
    },
  ];

  return (
    <ServerPagedTable<MailboxRow, MailboxSortField>
      testId="mailbox-table"
      {...page}
      columns={columns}
      sortFields={MAILBOX_SORT_FIELDS}
      totalText={(count) => t('mailboxes.total', { total: count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailboxes.empty')} />}
    />
  );
}
