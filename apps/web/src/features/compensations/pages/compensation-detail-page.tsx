import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompensationDetail, CompensationStatus } from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { amountText, isStaleVersion, type CaseOutcome } from '../../../lib/case-outcome';
import { useCancelCompensation, useInnerUpdate } from '../api/change-compensation';
import { useCompensationDetail } from '../api/get-compensations';
import { compensationKeys } from '../api/keys';
import { CompensationActions } from '../components/compensation-actions';
import { CompensationSummary } from '../components/compensation-summary';
import { CompensationStatusTag } from '../components/compensation-tags';
import { MoveModal, type MoveValues } from '../components/move-modal';

const LIST_PATH = '/html/compensation';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/compensation/compensationDetail?id= (1005-7): one case, its EU261 band, its moves and history. */
export default function CompensationDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useCompensationDetail(id);
  const queryClient = useQueryClient();
  const compensation = query.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: compensationKeys.all });

  if (id === null || (!query.isLoading && !compensation))
    return (
      <Result
        status="404"
        title={t('compensations.notFound')}
        data-testid="compensation-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('compensations.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="compensation-detail-page">
      <Spin spinning={query.isFetching}>
        {compensation ? <CompensationView compensation={compensation} onReload={reload} /> : <Card loading />}
      </Spin>
    </div>
  );
}

function CompensationView({
  compensation,
  onReload,
}: {
  compensation: CompensationDetail;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inner = useInnerUpdate();
  const cancel = useCancelCompensation();
  const [moving, setMoving] = useState<CompensationStatus | null>(null);
  // The server's refusal of a stale version: shown until the operator reloads what changed.
  const [stale, setStale] = useState<string | null>(null);
  const busy = inner.isPending || cancel.isPending;

  const move = async (values: MoveValues) => {
    const to = moving;
    // OPENED is where a case starts, never a move the page offers.
    if (!to || to === 'OPENED') return;
    // Every move carries the version shown: a case moved since is refused, nothing written.
    const seen = { id: compensation.id, version: compensation.version };
    const outcome: CaseOutcome<unknown> =
      to === 'CANCELLED'
        ? await cancel.mutateAsync({ ...seen, reason: values.reason ?? '' })
        : await inner.mutateAsync({
            ...seen,
            status: to,
            reason: values.reason,
            confirmedAmount: amountText(values.confirmedAmount),
          });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
    // Any other refusal keeps the dialog open; its warning (or, for a cancel, its error) shows.
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
            {t('compensations.detailTitle', { compensationNo: compensation.compensationNo })}
            <CompensationStatusTag status={compensation.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('compensations.back')}
            </Button>
            <CompensationActions
              status={compensation.status}
              type={compensation.compensationType}
              busy={busy || stale !== null}
              onMove={setMoving}
            />
          </Space>
        }
      >
        <CompensationSummary compensation={compensation} />
      </Card>
      <Card title={t('compensations.history')} size="small">
        <CaseHistory
          records={compensation.records}
          statusLabel={(status) => t(`compensations.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <MoveModal
        compensation={compensation}
        to={moving}
        saving={busy}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
