import { Empty, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { MAILBOX_SORT_FIELDS, PlatformType, type MailboxRow, type MailboxSortField } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { useSession } from '../../../lib/session';
import { EmailTypeTag } from './email-type-tag';

/** The translation key of a mailbox's platform: null is the reseller's, mailed about every platform. */
function platformKey(platformType: number | null): string {
  if (platformType === PlatformType.ONEFLY) return 'mailboxes.platforms.onefly';
  if (platformType === PlatformType.EDREAMS) return 'mailboxes.platforms.edreams';
  return 'mailboxes.platforms.none';
}

interface MailboxTableProps extends ServerPage<MailboxRow, MailboxSortField> {
  onEdit: (row: MailboxRow) => void;
  onDelete: (row: MailboxRow) => Promise<unknown>;
}

export function MailboxTable({ onEdit, onDelete, ...page }: MailboxTableProps) {
  const { t } = useTranslation();
  // The server answers a user bound to a platform its platform's mailboxes only: the column would say one thing.
  const allPlatforms = useSession().user?.platformType == null;
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
    ...(allPlatforms
      ? [
          {
            title: t('mailboxes.platform'),
            dataIndex: 'platformType',
            key: 'platformType',
            responsive: ['md' as const],
            render: (value: number | null) => t(platformKey(value)),
          },
        ]
      : []),
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
