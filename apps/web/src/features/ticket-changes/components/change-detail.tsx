import { useMemo, useState } from 'react';
import { Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REFUND_CASE,
  TICKET_CHANGE_CASE,
  orderPathPrefix,
  type RefundType,
  type TicketChangeDetail,
  type TicketChangeStatus,
} from '@ota/contract';
import { AirlinePolicyPanel } from '../../../components/cases/airline-policy-panel';
import { CaseDetailLayout, type CaseDetailKind } from '../../../components/cases/case-detail';
import { useMovedNotice } from '../../../lib/case-failure';
import { caseDetailOf, caseDetailPath } from '../../../lib/case-kind';
import { useCaseMove } from '../../../lib/case-move';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useChangeOrder } from '../api/get-change-order';
import { useTurnIntoRefund } from '../api/turn-into-refund';
import { ticketChangeKeys } from '../api/keys';
import { useUpdateTicketChange, type TicketChangeMove } from '../api/update-ticket-change';
import { directionsOf } from '../lib/change-view';
import { ChangeActions } from './change-actions';
import { ChangeQuote } from './change-quote';
import { ChangeSummary } from './change-summary';
import { ChangeStatusTag } from './change-tags';
import { MoveModal } from './move-modal';
import { QuoteModal, type QuoteValues } from './quote-modal';
import { RefundModal } from './refund-modal';
import { TicketNumbers } from './ticket-numbers';

export const CHANGE_DETAIL: CaseDetailKind = {
  ...caseDetailOf(TICKET_CHANGE_CASE),
  testIds: { page: 'change-detail-page', notFound: 'change-not-found' },
};

/** What a move sends besides the status: the quote's flights and fee, or why. */
type MoveValues = QuoteValues & Pick<TicketChangeMove, 'reason'>;

/** The change's summary and moves, its quote, the tickets after a reissue and its history. */
export function ChangeDetail({ change, answeredAt }: { change: TicketChangeDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(TICKET_CHANGE_CASE);
  const update = useUpdateTicketChange();
  // Any refusal but a stale version (a short balance, an airline that would not quote) keeps the dialog open.
  const moves = useCaseMove({
    seen: change,
    queryKey: ticketChangeKeys.all,
    send: (seen, status: TicketChangeStatus, values: MoveValues) =>
      update.mutateAsync({ ...seen, status, ...values }),
    onMoved: (moved) =>
      notice(moved, (status) =>
        t('ticketChanges.moved', {
          changeNo: change.changeNo,
          status,
        }),
      ),
  });
  const refund = useRefundFromChange(change);
  const order = useChangeOrder(orderPathPrefix(useSession().user?.platformType), change.orderNo);
  const directions = useMemo(
    () => (order.data ? directionsOf(order.data.segments, change.segmentIds) : null),
    [order.data, change.segmentIds],
  );

  return (
    <CaseDetailLayout
      kind={CHANGE_DETAIL}
      title={t('ticketChanges.detailTitle', { changeNo: change.changeNo })}
      statusTag={<ChangeStatusTag status={change.status} />}
      move={moves}
      actions={
        <ChangeActions
          status={change.status}
          busy={moves.busy || refund.saving}
          onMove={moves.open}
          onRefund={refund.open}
        />
      }
      summary={<ChangeSummary change={change} answeredAt={answeredAt} />}
      records={change.records}
      failure={{ kind: TICKET_CHANGE_CASE, status: change.status }}
      dialogs={
        <>
          <QuoteModal
            change={change}
            directions={directions}
            open={moves.moving === 'QUOTED'}
            saving={moves.saving}
            onSubmit={moves.submit}
            onClose={moves.close}
          />
          <MoveModal
            change={change}
            to={moves.moving === 'QUOTED' ? null : moves.moving}
            saving={moves.saving}
            onSubmit={(reason) => moves.submit({ reason })}
            onClose={moves.close}
          />
          <RefundModal
            change={change}
            open={refund.opened}
            saving={refund.saving}
            onSubmit={refund.send}
            onClose={refund.close}
          />
        </>
      }
    >
      <Card title={t('ticketChanges.quote.title')} size="small">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <ChangeQuote quote={change.quote} currency={change.currency} />
          <AirlinePolicyPanel orderNo={change.orderNo} airline={change.airline} focus="change" />
        </Space>
      </Card>
      {change.tickets.length > 0 && (
        <Card title={t('ticketChanges.tickets.title')} size="small">
          <TicketNumbers tickets={change.tickets} passengers={order.data?.passengers ?? []} />
        </Card>
      )}
    </CaseDetailLayout>
  );
}

/** Turning the change into a refund, then opening the new refund. */
function useRefundFromChange(change: TicketChangeDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useTurnIntoRefund();
  const [opened, setOpened] = useState(false);

  const send = async (refundType: RefundType) => {
    const outcome = await create.mutateAsync({ change, refundType });
    if (!outcome.done) return;
    setOpened(false);
    notify.success(t('ticketChanges.refund.opened', { refundNo: outcome.data.refundNo }));
    navigate(caseDetailPath(REFUND_CASE)(outcome.data.id));
  };

  return {
    opened,
    saving: create.isPending,
    open: () => setOpened(true),
    close: () => setOpened(false),
    send,
  };
}
