import { useState } from 'react';
import { Alert, Button, Card, Space } from 'antd';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  Permission,
  PlatformType,
  showsBalance,
  THRESHOLD_SORT_FIELDS,
  type ThresholdRow,
  type ThresholdSortField,
} from '@ota/contract';
import { oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useAddThreshold } from '../api/add-threshold';
import { useDeleteThreshold } from '../api/delete-threshold';
import { useThresholdAccounts } from '../api/get-threshold-accounts';
import { useThresholds } from '../api/get-thresholds';
import { useUpdateThreshold } from '../api/update-threshold';
import { AdjustmentModal } from '../components/adjustment-modal';
import { ThresholdFilters, type ThresholdFilterValues } from '../components/threshold-filters';
import { ThresholdFormModal, type ThresholdFormValues } from '../components/threshold-form-modal';
import { ThresholdTable } from '../components/threshold-table';

type Editing = { mode: 'add' } | { mode: 'edit'; record: ThresholdRow } | null;

const NO_THRESHOLDS: ThresholdRow[] = [];
const LIST: ListSpec<ThresholdFilterValues, ThresholdSortField> = {
  filters: { currency: textParam, platformType: oneOfParam(Object.values(PlatformType)) },
  sortFields: THRESHOLD_SORT_FIELDS,
};

/** /html/thresholdValueManage (1004-4): balance warning thresholds, and a balance adjustment (1003-3). */
export default function ThresholdPage() {
  const { t } = useTranslation();
  const { user, codes } = useSession();
  const ownPlatform = user?.platformType ?? null;
  const mayAdjust = codes?.includes(Permission.TRANSACTION_RECORDS) ?? false;
  const { search: filters, table, setSearch, setTable } = useListState(LIST);
  const [editing, setEditing] = useState<Editing>(null);
  const [adjusting, setAdjusting] = useState(false);

  const list = useThresholds({ ...filters, ...table });
  const accounts = useThresholdAccounts(editing?.mode === 'add' || adjusting);
  const add = useAddThreshold(t('thresholds.added'));
  const update = useUpdateThreshold(t('thresholds.saved'));
  const remove = useDeleteThreshold(t('thresholds.deleted'));
  const page = list.isError ? undefined : list.data;

  const save = async (values: ThresholdFormValues) => {
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ id: editing.record.id, warningThreshold: values.warningThreshold });
    } else {
      await add.mutateAsync(values);
    }
    setEditing(null);
  };

  const onDelete = async (row: ThresholdRow) => {
    await remove.mutateAsync(row.id);
    if (page?.pageList.length === 1 && table.pageNum > 1) setTable({ ...table, pageNum: table.pageNum - 1 });
  };

  return (
    <div className="page-container" data-testid="threshold-page">
      <Card
        title={t('thresholds.title')}
        extra={
          <Space wrap>
            {mayAdjust && (
              <Button icon={<SwapOutlined />} onClick={() => setAdjusting(true)}>
                {t('thresholds.adjust.open')}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
              {t('thresholds.add')}
            </Button>
          </Space>
        }
      >
        <Alert type="info" showIcon title={t('thresholds.hint')} style={{ marginBottom: 16 }} />
        <ThresholdFilters showPlatform={ownPlatform === null} search={filters} onSearch={setSearch} />
        <ThresholdTable
          rows={page?.pageList ?? NO_THRESHOLDS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          showPlatform={ownPlatform === null}
          showBalance={showsBalance(ownPlatform)}
          state={table}
          onChange={setTable}
          onEdit={(record) => setEditing({ mode: 'edit', record })}
          onDelete={onDelete}
        />
      </Card>
      <ThresholdFormModal
        open={editing !== null}
        record={editing?.mode === 'edit' ? editing.record : undefined}
        accounts={accounts.data ?? []}
        accountsLoading={accounts.isFetching}
        ownPlatform={ownPlatform}
        saving={add.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      {mayAdjust && (
        <AdjustmentModal
          open={adjusting}
          accounts={accounts.data ?? []}
          accountsLoading={accounts.isFetching}
          ownPlatform={ownPlatform}
          onClose={() => setAdjusting(false)}
        />
      )}
    </div>
  );
}
