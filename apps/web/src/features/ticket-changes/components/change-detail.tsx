import { useMemo, useState } from 'react';
import { Button, Card, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  orderPathPrefix,
  type RefundType,
  type TicketChangeDetail,
  type TicketChangeStatus,
} from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useChangeOrder } from '../api/get-change-order';
import { useTurnIntoRefund } from '../api/turn-into-refund';
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

export const LIST_PATH = '/html/changing';

interface ChangeDetailProps {
  change: TicketChangeDetail;
  answeredAt: number;
  onReload: () => void;
}

/** The change's summary and moves, its quote, the tickets after a reissue and its history. */
export function ChangeDetail({ change, answeredAt, onReload }: ChangeDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const moves = useChangeMoves(change);
  const refund = useRefundFromChange(change);
  const order = useChangeOrder(orderPathPrefix(useSession().user?.platformType), change.orderNo);
  const directions = useMemo(
    () => (order.data ? directionsOf(order.data.segments, change.segmentIds) : null),
    [order.data, change.segmentIds],
  );
  const reload = () => {
    moves.clearStale();
    onReload();
  };
  const busy = moves.saving || refund.saving || moves.stale !== null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {moves.stale && <StaleCaseAlert message={moves.stale} onReload={reload} />}
      <Card
        title={
          <Space>
            {t('ticketChanges.detailTitle', { changeNo: change.changeNo })}
            <ChangeStatusTag status={change.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('ticketChanges.back')}
            </Button>
            <ChangeActions status={change.status} busy={busy} onMove={moves.open} onRefund={refund.open} />
          </Space>
        }
      >
        <ChangeSummary change={change} answeredAt={answeredAt} />
      </Card>
      <Card title={t('ticketChanges.quote.title')} size="small">
        <ChangeQuote quote={change.quote} currency={change.currency} />
      </Card>
      {change.tickets.length > 0 && (
        <Card title={t('ticketChanges.tickets.title')} size="small">
          <TicketNumbers tickets={change.tickets} passengers={order.data?.passengers ?? []} />
        </Card>
      )}
      <Card title={t('ticketChanges.history')} size="small">
        <CaseHistory
          records={change.records}
          statusLabel={(status) => t(`ticketChanges.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <QuoteModal
        change={change}
        directions={directions}
        open={moves.moving === 'QUOTED'}
        saving={moves.saving}
        onSubmit={moves.send}
        onClose={moves.close}
      />
      <MoveModal
        change={change}
        to={moves.moving === 'QUOTED' ? null : moves.moving}
        saving={moves.saving}
        onSubmit={(reason) => moves.send({ reason })}
        onClose={moves.close}
      />
      <RefundModal
        change={change}
        open={refund.opened}
        saving={refund.saving}
        onSubmit={refund.send}
        onClose={refund.close}
      />
    </Space>
  );
}

/** The move being confirmed, sending it with the version shown, and a stale version's refusal. */
function useChangeMoves(change: TicketChangeDetail) {
  const { t } = useTranslation();
  const update = useUpdateTicketChange();
  const [moving, setMoving] = useState<TicketChangeStatus | null>(null);
  // The server's refusal of a stale version: shown until the operator reloads what changed.
  const [stale, setStale] = useState<string | null>(null);

  const send = async (values: QuoteValues & Pick<TicketChangeMove, 'reason'>) => {
    if (!moving) return;
    const outcome = await update.mutateAsync({
      id: change.id,
      version: change.version,
      status: moving,
      ...values,
    });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
      notify.success(
        t('ticketChanges.moved', {
          changeNo: change.changeNo,
          status: t(`ticketChanges.statuses.${outcome.data.status}`),
        }),
      );
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
    // Any other refusal (a short balance, an airline that would not quote) keeps the dialog open; its warning shows.
  };

  return {
    moving,
    stale,
    saving: update.isPending,
    open: setMoving,
    close: () => setMoving(null),
    clearStale: () => setStale(null),
    send,
  };
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
    navigate(`/html/refund/refundDetail?id=${outcome.data.id}`);
  };

  return {
    opened,
    saving: create.isPending,
    open: () => setOpened(true),
    close: () => setOpened(false),
    send,
  };
}
