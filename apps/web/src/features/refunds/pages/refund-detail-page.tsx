import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RefundDetail, RefundStatus } from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';
import { useRefundDetail } from '../api/get-refund-detail';
import { refundKeys } from '../api/keys';
import { useRefreshAirline } from '../api/refresh-airline';
import { useUpdateRefund } from '../api/update-refund';
import { MoveModal, type MoveValues } from '../components/move-modal';
import { NoteForm } from '../components/note-form';
import { QuoteLines } from '../components/quote-lines';
import { RefundActions } from '../components/refund-actions';
import { useRefundLog } from '../api/get-refund-log';
import { RefundStatusTag } from '../components/refund-tags';
import { RefundSummary } from '../components/refund-summary';

const LIST_PATH = '/html/refund';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/refund/refundDetail?id= (1005-1): one refund, its quote, its moves, its history and notes. */
export default function RefundDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useRefundDetail(id);
  const queryClient = useQueryClient();
  const refund = query.data;
  // The refund and its history, read again (after a stale version was refused).
  const reload = () => void queryClient.invalidateQueries({ queryKey: refundKeys.all });

  if (id === null || (!query.isLoading && !refund))
    return (
      <Result
        status="404"
        title={t('refunds.notFound')}
        data-testid="refund-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('refunds.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="refund-detail-page">
      <Spin spinning={query.isFetching}>
        {refund ? (
          <RefundView refund={refund} answeredAt={query.dataUpdatedAt} onReload={reload} />
        ) : (
          <Card loading />
        )}
      </Spin>
    </div>
  );
}

interface RefundViewProps {
  refund: RefundDetail;
  answeredAt: number;
  onReload: () => void;
}

function RefundView({ refund, answeredAt, onReload }: RefundViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateRefund();
  const refresh = useRefreshAirline();
  const [moving, setMoving] = useState<RefundStatus | null>(null);
  // The server's refusal of a stale version: shown until the operator reloads what changed.
  const [stale, setStale] = useState<string | null>(null);

  const move = async (values: MoveValues) => {
    if (!moving) return;
    // Every move carries the version shown: a refund changed since is refused, nothing written.
    const outcome = await update.mutateAsync({
      id: refund.id,
      version: refund.version,
      status: moving,
      ...values,
    });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
      notify.success(
        t('refunds.moved', {
          refundNo: refund.refundNo,
          status: t(`refunds.statuses.${outcome.data.status}`),
        }),
      );
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
    // Any other refusal (a figure out of range) keeps the form open to correct it; its warning shows.
  };
  const askAirline = async () => {
    const outcome = await refresh.mutateAsync(refund.id).catch(() => null);
    if (outcome?.done) notify.info(outcome.data.message);
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
            {t('refunds.detailTitle', { refundNo: refund.refundNo })}
            <RefundStatusTag status={refund.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('refunds.back')}
            </Button>
            <RefundActions
              status={refund.status}
              busy={update.isPending || refresh.isPending || stale !== null}
              onMove={setMoving}
              refreshing={refresh.isPending}
              onRefreshAirline={() => void askAirline()}
            />
          </Space>
        }
      >
        <RefundSummary refund={refund} answeredAt={answeredAt} />
      </Card>
      <Card title={t('refunds.quote.title')} size="small">
        <QuoteLines quote={refund.quote} currency={refund.currency} />
      </Card>
      <Card title={t('refunds.history.title')} size="small">
        <RefundHistory refundId={refund.id} />
        <NoteForm refundId={refund.id} />
      </Card>
      <MoveModal
        refund={refund}
        to={moving}
        saving={update.isPending}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}

const HISTORY_PAGE = 10;

/** The refund's changes and notes (refundChangeLog), oldest first, a page at a time. */
function RefundHistory({ refundId }: { refundId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const log = useRefundLog(refundId, pageNum, HISTORY_PAGE);
  return (
    <CaseHistory
      records={log.data?.pageList ?? []}
      loading={log.isFetching}
      statusLabel={(status) => t(`refunds.statuses.${status}`, { defaultValue: status })}
      pagination={{
        current: pageNum,
        pageSize: HISTORY_PAGE,
        total: log.data?.totalCount ?? 0,
        onChange: setPageNum,
        hideOnSinglePage: true,
      }}
    />
  );
}
