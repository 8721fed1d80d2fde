import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeDetail, PassengerChangeStatus } from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { usePassengerChangeDetail } from '../api/get-passenger-change-detail';
import { passengerChangeKeys } from '../api/keys';
import { useUpdatePassengerChange } from '../api/update-passenger-change';
import { ChangeActions } from '../components/change-actions';
import { ChangeSummary } from '../components/change-summary';
import { ChangeStatusTag } from '../components/change-tags';
import { FieldChangesTable } from '../components/field-changes';
import { MoveModal } from '../components/move-modal';

const LIST_PATH = '/html/passenger';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/passenger/passengerDetail?id= (1005-4): one change, its fields before and after, its moves and history. */
export default function ChangeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = usePassengerChangeDetail(id);
  const queryClient = useQueryClient();
  const change = query.data;
  // The change and its history, read again (after a stale version was refused).
  const reload = () => void queryClient.invalidateQueries({ queryKey: passengerChangeKeys.all });

  if (id === null || (!query.isLoading && !change))
    return (
      <Result
        status="404"
        title={t('passengerChanges.notFound')}
        data-testid="change-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('passengerChanges.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="passenger-change-detail-page">
      <Spin spinning={query.isFetching}>
        {change ? <ChangeView change={change} onReload={reload} /> : <Card loading />}
      </Spin>
    </div>
  );
}

function ChangeView({ change, onReload }: { change: PassengerChangeDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePassengerChange();
  const [moving, setMoving] = useState<PassengerChangeStatus | null>(null);
  // The server's refusal of a stale version: shown until the operator reloads what changed.
  const [stale, setStale] = useState<string | null>(null);

  const move = async (reason: string | undefined) => {
    if (!moving) return;
    // Every move carries the version shown: a change moved since is refused, nothing written.
    const outcome = await update.mutateAsync({
      id: change.id,
      version: change.version,
      status: moving,
      reason,
    });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
    // Any other refusal keeps the dialog open; its warning shows.
  };
  const reload = () => {
    setStale(null);
    onReload();
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {stale && <StaleCaseAlert message={stale} onReload={reload} />}
      <Card
        title={
          <Space>
            {t('passengerChanges.detailTitle', { changeNo: change.changeNo })}
            <ChangeStatusTag status={change.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('passengerChanges.back')}
            </Button>
            <ChangeActions
              status={change.status}
              busy={update.isPending || stale !== null}
              onMove={setMoving}
            />
          </Space>
        }
      >
        <ChangeSummary change={change} />
      </Card>
      <Card title={t('passengerChanges.changes')} size="small">
        <FieldChangesTable changes={change.changes} />
      </Card>
      <Card title={t('passengerChanges.history')} size="small">
        <CaseHistory
          records={change.records}
          statusLabel={(status) => t(`passengerChanges.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <MoveModal
        change={change}
        to={moving}
        saving={update.isPending}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
