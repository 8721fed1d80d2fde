import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { WRAPPER_STATUSES, type WrapperAddInput, type WrapperRow, type WrapperStatus } from '@ota/contract';
import { oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { notify } from '../../../lib/notify';
import { useListState } from '../../../lib/use-list-state';
import { useAddWrapper } from '../api/add-wrapper';
import { useDeleteWrapper } from '../api/delete-wrapper';
import { useEditWrapper } from '../api/edit-wrapper';
import { useWrapperList } from '../api/list-wrappers';
import { useSetWrapperStatus } from '../api/set-wrapper-status';
import { useTestWrapperConnection } from '../api/test-wrapper-connection';
import { WrapperFilters, type WrapperFilterValues } from '../components/wrapper-filters';
import { WrapperFormModal } from '../components/wrapper-form-modal';
import { WRAPPER_SORT_FIELDS, WrapperTable, type WrapperSortField } from '../components/wrapper-table';

type Editing = { mode: 'add' } | { mode: 'edit'; record: WrapperRow } | null;

const LIST: ListSpec<WrapperFilterValues, WrapperSortField> = {
  filters: { name: textParam, status: oneOfParam(WRAPPER_STATUSES) },
  sortFields: WRAPPER_SORT_FIELDS,
};

/** /html/airline (1002-1): the airline wrappers flight search asks. */
export default function AirlinePage() {
  const { t } = useTranslation();
  const { search: filters, table, setSearch, setTable, searchKey } = useListState(LIST);
  const [editing, setEditing] = useState<Editing>(null);

  const list = useWrapperList({ ...filters, pageNum: table.pageNum, pageSize: table.pageSize });
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
    if (list.data?.list.length === 1 && table.pageNum > 1) setTable({ ...table, pageNum: table.pageNum - 1 });
  };

  return (
    <div className="page-container" data-testid="airline-page">
      <Card title={t('airlines.title')}>
        <WrapperFilters
          key={searchKey}
          search={filters}
          onSearch={setSearch}
          onAdd={() => setEditing({ mode: 'add' })}
        />
        <WrapperTable
          rows={list.data?.list ?? []}
          total={list.data?.totalRecords ?? 0}
          state={table}
          onChange={setTable}
          loading={list.isFetching}
          switchingId={switchStatus.isPending ? (switchStatus.variables?.input.id ?? null) : null}
          testingId={test.isPending ? (test.variables ?? null) : null}
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
