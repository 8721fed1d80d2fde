import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoidTicketDetail } from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';
import { useUpdateVoid, useVoidDetail } from '../api/void-tickets-api';
import { voidKeys } from '../api/keys';
import { MoveModal } from '../components/move-modal';
import { VoidStatusTag } from '../components/void-tags';
import { VoidSummary } from '../components/void-summary';
import { LIST_PATH, voidMoves, type VoidMove } from '../lib/void-view';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/voidTicket/voidTicketDetail?id= (1005-5): one void, its moves and its history. */
export default function VoidDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useVoidDetail(id);
  const queryClient = useQueryClient();
  const voidCase = query.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: voidKeys.all });

  if (id === null || (!query.isLoading && !voidCase))
    return (
      <Result
        status="404"
        title={t('voidTickets.notFound')}
        data-testid="void-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('voidTickets.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="void-detail-page">
      <Spin spinning={query.isFetching}>
        {voidCase ? (
          <VoidView void={voidCase} answeredAt={query.dataUpdatedAt} onReload={reload} />
        ) : (
          <Card loading />
        )}
      </Spin>
    </div>
  );
}

interface VoidViewProps {
  void: VoidTicketDetail;
  answeredAt: number;
  onReload: () => void;
}

function VoidView({ void: voidCase, answeredAt, onReload }: VoidViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateVoid();
  const [moving, setMoving] = useState<VoidMove | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const busy = update.isPending || stale !== null;

  const move = async (reason: string | undefined) => {
    if (!moving) return;
    // Every move carries the version shown: a void moved since is refused, nothing written.
    const outcome = await update.mutateAsync({
      id: voidCase.id,
      version: voidCase.version,
      status: moving,
      reason,
    });
    if (outcome.done) {
      notify.success(
        t('voidTickets.move.done', {
          voidNo: voidCase.voidNo,
          status: t(`voidTickets.statuses.${outcome.data.status}`),
        }),
      );
      setMoving(null);
      setStale(null);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {stale && (
        <StaleCaseAlert
          message={stale}
          onReload={() => {
            setStale(null);
            onReload();
          }}
        />
      )}
      <Card
        title={
          <Space>
            {t('voidTickets.detailTitle', { voidNo: voidCase.voidNo })}
            <VoidStatusTag status={voidCase.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('voidTickets.back')}
            </Button>
            <Space wrap data-testid="void-actions">
              {voidMoves(voidCase.status).map((to) => (
                <Button
                  key={to}
                  type={to === 'VOIDED' ? 'primary' : 'default'}
                  danger
                  disabled={busy}
                  onClick={() => setMoving(to)}
                  data-testid={`move-${to}`}
                >
                  {t(`voidTickets.actions.${to}`)}
                </Button>
              ))}
            </Space>
          </Space>
        }
      >
        <VoidSummary void={voidCase} answeredAt={answeredAt} />
      </Card>
      <Card title={t('voidTickets.history')} size="small">
        <CaseHistory
          records={voidCase.records}
          statusLabel={(status) => t(`voidTickets.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <MoveModal
        void={voidCase}
        to={moving}
        saving={update.isPending}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
