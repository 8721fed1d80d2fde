import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MAILBOX_SORT_FIELDS,
  MAILBOX_TYPES,
  type MailboxInput,
  type MailboxRow,
  type MailboxSortField,
} from '@ota/contract';
import { oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useDeleteMailbox } from '../api/delete-mailbox';
import { useMailboxes } from '../api/get-mailboxes';
import { useInsertMailbox } from '../api/insert-mailbox';
import { useUpdateMailbox } from '../api/update-mailbox';
import { MailboxFilters, type MailboxFilterValues } from '../components/mailbox-filters';
import { MailboxFormModal } from '../components/mailbox-form-modal';
import { MailboxTable } from '../components/mailbox-table';
import { OutboxPanel } from '../components/outbox-panel';

type Editing = { mode: 'add' } | { mode: 'edit'; record: MailboxRow } | null;
type TabKey = 'mailboxes' | 'outbox';

const NO_MAILBOXES: MailboxRow[] = [];
const LIST: ListSpec<MailboxFilterValues, MailboxSortField> = {
  filters: { email: textParam, emailType: oneOfParam(MAILBOX_TYPES) },
  sortFields: MAILBOX_SORT_FIELDS,
};

/** /html/emailManage (1004-3): the mailboxes that receive notification mail, and that mail. */
export default function MailboxPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('mailboxes');
  const { search: filters, table, setSearch, setTable } = useListState(LIST);
  const [editing, setEditing] = useState<Editing>(null);

  const list = useMailboxes({ ...filters, ...table });
  const insert = useInsertMailbox(t('mailboxes.added'));
  const update = useUpdateMailbox(t('mailboxes.saved'));
  const remove = useDeleteMailbox(t('mailboxes.deleted'));
  const page = list.isError ? undefined : list.data;

  const save = async (values: MailboxInput) => {
    if (editing?.mode === 'edit') await update.mutateAsync({ id: editing.record.id, ...values });
    else await insert.mutateAsync(values);
    setEditing(null);
  };

  const onDelete = async (row: MailboxRow) => {
    await remove.mutateAsync(row.id);
    // The last row of a page gone: show the page before it.
    if (page?.pageList.length === 1 && table.pageNum > 1) setTable({ ...table, pageNum: table.pageNum - 1 });
  };

  const mailboxes = (
    <>
      <MailboxFilters search={filters} onSearch={setSearch} />
      <MailboxTable
        rows={page?.pageList ?? NO_MAILBOXES}
        total={page?.totalCount ?? 0}
        loading={list.isFetching}
        state={table}
        onChange={setTable}
        onEdit={(record) => setEditing({ mode: 'edit', record })}
        onDelete={onDelete}
      />
    </>
  );

  return (
    <div className="page-container" data-testid="mailbox-page">
      <Card
        title={t('mailboxes.title')}
        extra={
          tab === 'mailboxes' && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
              {t('mailboxes.add')}
            </Button>
          )
        }
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'outbox' ? 'outbox' : 'mailboxes')}
          items={[
            { key: 'mailboxes', label: t('mailboxes.tabs.mailboxes'), children: mailboxes },
            {
              key: 'outbox',
              label: t('mailboxes.tabs.outbox'),
              children: <OutboxPanel active={tab === 'outbox'} />,
            },
          ]}
        />
      </Card>
      <MailboxFormModal
        open={editing !== null}
        record={editing?.mode === 'edit' ? editing.record : undefined}
        saving={insert.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
