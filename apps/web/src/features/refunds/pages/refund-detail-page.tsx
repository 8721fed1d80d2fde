import { useState } from 'react';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_CASE, isFailure, type RefundDetail, type RefundStatus } from '@ota/contract';
import { AirlinePolicyPanel } from '../../../components/cases/airline-policy-panel';
import { CaseHistory } from '../../../components/cases/case-history';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { useMovedNotice } from '../../../lib/case-failure';
import { caseDetailOf } from '../../../lib/case-kind';
import { useCaseMove } from '../../../lib/case-move';
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

const REFUND_DETAIL: CaseDetailKind = {
  ...caseDetailOf(REFUND_CASE),
  testIds: { page: 'refund-detail-page', notFound: 'refund-not-found' },
};

/** /html/refund/refundDetail?id= (1005-1): one refund, its quote, its moves, its history and notes. */
export default function RefundDetailPage() {
  const id = useCaseId();
  const query = useRefundDetail(id);
  return (
    <CaseDetailFrame kind={REFUND_DETAIL} id={id} query={query}>
      {(refund, answeredAt) => <RefundView refund={refund} answeredAt={answeredAt} />}
    </CaseDetailFrame>
  );
}

function RefundView({ refund, answeredAt }: { refund: RefundDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(REFUND_CASE);
  const update = useUpdateRefund();
  const refresh = useRefreshAirline();
  const move = useCaseMove({
    seen: refund,
    queryKey: refundKeys.all,
    send: (seen, status: RefundStatus, values: MoveValues) =>
      update.mutateAsync({ ...seen, status, ...values }),
    onMoved: (moved) => notice(moved, (status) => t('refunds.moved', { refundNo: refund.refundNo, status })),
  });
  const askAirline = async () => {
    const outcome = await refresh.mutateAsync(refund.id).catch(() => null);
    // The airline's refusal is a warning (its reason is in the message), never news like any other.
    if (outcome?.done && isFailure(REFUND_CASE, outcome.data.refund.status))
      notify.warning(outcome.data.message, 8);
    else if (outcome?.done) notify.info(outcome.data.message);
  };

  return (
    <CaseDetailLayout
      kind={REFUND_DETAIL}
      title={t('refunds.detailTitle', { refundNo: refund.refundNo })}
      statusTag={<RefundStatusTag status={refund.status} />}
      move={move}
      actions={
        <RefundActions
          status={refund.status}
          busy={move.busy || refresh.isPending}
          onMove={move.open}
          refreshing={refresh.isPending}
          onRefreshAirline={() => void askAirline()}
        />
      }
      summary={<RefundSummary refund={refund} answeredAt={answeredAt} />}
      records={refund.records}
      failure={{ kind: REFUND_CASE, status: refund.status }}
      historyTitle={t('refunds.history.title')}
      history={
        <>
          <RefundHistory refundId={refund.id} />
          <NoteForm refundId={refund.id} />
        </>
      }
      dialogs={
        <MoveModal
          refund={refund}
          to={move.moving}
          saving={move.saving}
          onSubmit={move.submit}
          onClose={move.close}
        />
      }
    >
      <Card title={t('refunds.quote.title')} size="small">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <QuoteLines quote={refund.quote} currency={refund.currency} />
          <AirlinePolicyPanel orderNo={refund.orderNo} airline={refund.airline} focus="refund" />
        </Space>
      </Card>
    </CaseDetailLayout>
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
