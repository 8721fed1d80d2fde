import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type WrapperAddInput, type WrapperRow, type WrapperStatus } from '@ota/contract';
import { notify } from '../../../lib/notify';
import { useAddWrapper } from '../api/add-wrapper';
import { useDeleteWrapper } from '../api/delete-wrapper';
import { useEditWrapper } from '../api/edit-wrapper';
import { useWrapperList } from '../api/list-wrappers';
import { useSetWrapperStatus } from '../api/set-wrapper-status';
import { useTestWrapperConnection } from '../api/test-wrapper-connection';
import { WrapperFilters, type WrapperFilterValues } from '../components/wrapper-filters';
import { WrapperFormModal } from '../components/wrapper-form-modal';
import { WrapperTable } from '../components/wrapper-table';

type Editing = { mode: 'add' } | { mode: 'edit'; record: WrapperRow } | null;

/** /html/airline (1002-1): the airline wrappers flight search asks. */
export default function AirlinePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<WrapperFilterValues>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);

  const list = useWrapperList({ ...filters, ...page });
  const add = useAddWrapper(t('airlines.added'));
  const edit = useEditWrapper(t('airlines.saved'));
  const remove = useDeleteWrapper(t('airlines.deleted'));
  const switchStatus = useSetWrapperStatus();
  const test = useTestWrapperConnection();

  const save = async (values: WrapperAddInput) => {
    if (editing?.mode === 'edit') await edit.mutateAsync({ id: editing.record.id, ...values });
    else await add.mutateAsync(values);
    setEditing(null);
  };

  const onSwitch = (record: WrapperRow, status: WrapperStatus) => {
    const successMessage = t(status === 'online' ? 'airlines.switchedOnline' : 'airlines.switchedOffline', {
      name: record.name,
    });
    switchStatus.mutate({ input: { id: record.id, status }, successMessage });
  };

  const onTest = (record: WrapperRow) => {
    test.mutate(record.id, {
      onSuccess: (result) => {
        if (result.ok && result.airline) {
          notify.success(
            t('airlines.connected', {
              airline: result.airline.name,
              code: result.airline.code,
              ms: result.elapsedMs,
            }),
          );
        } else {
          notify.error(t('airlines.connectionFailed', { name: record.name, message: result.message }));
        }
      },
    });
  };

  const onDelete = async (record: WrapperRow) => {
    await remove.mutateAsync(record.id).catch(() => undefined);
    // The last row of a page gone: show the page before it.
    if (list.data?.list.length === 1 && page.pageNum > 1) setPage({ ...page, pageNum: page.pageNum - 1 });
  };

  return (
    <div className="page-container" data-testid="airline-page">
      <Card title={t('airlines.title')}>
        <WrapperFilters
          onSearch={(values) => {
            setFilters(values);
            setPage({ ...page, pageNum: 1 });
          }}
          onAdd={() => setEditing({ mode: 'add' })}
        />
        <WrapperTable
          rows={list.data?.list ?? []}
          total={list.data?.totalRecords ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          loading={list.isFetching}
          switchingId={switchStatus.isPending ? (switchStatus.variables?.input.id ?? null) : null}
          testingId={test.isPending ? (test.variables ?? null) : null}
          onPage={(pageNum, pageSize) =>
            setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize })
          }
          onSwitch={onSwitch}
          onTest={onTest}
          onEdit={(record) => setEditing({ mode: 'edit', record })}
          onDelete={onDelete}
        />
      </Card>
      <WrapperFormModal
        open={editing !== null}
        record={editing?.mode === 'edit' ? editing.record : undefined}
        saving={add.isPending || edit.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
