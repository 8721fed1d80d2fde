import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEAT_CASE, type SeatDetail, type SeatStatus } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import { CaseMoveModal } from '../../../components/cases/case-move-modal';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { useCaseMove } from '../../../lib/case-move';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { useSeatDetail, useUpdateSeat } from '../api/seats-api';
import { seatKeys } from '../api/keys';
import { SeatStatusTag, SeatTypeText } from '../components/seat-tags';
import { ASKS_REASON, DANGER, seatMoves } from '../lib/seat-view';
import { orderPath } from '../../../lib/case-detail';

const SEAT_DETAIL: CaseDetailKind = {
  area: 'seats',
  listPath: '/html/seat',
  testIds: { page: 'seat-detail-page', notFound: 'seat-not-found' },
};

/** /html/seat/setDetail?id= (1005-6): one seat case, its moves and history. */
export default function SeatDetailPage() {
  const id = useCaseId();
  const query = useSeatDetail(id);
  return (
    <CaseDetailFrame kind={SEAT_DETAIL} id={id} query={query}>
      {(seat, answeredAt) => <SeatView seat={seat} answeredAt={answeredAt} />}
    </CaseDetailFrame>
  );
}

function SeatView({ seat, answeredAt }: { seat: SeatDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const update = useUpdateSeat();
  const move = useCaseMove({
    seen: seat,
    queryKey: seatKeys.all,
    send: (seen, status: SeatStatus, reason: string | undefined) =>
      update.mutateAsync({ ...seen, status, reason }),
  });

  return (
    <CaseDetailLayout
      kind={SEAT_DETAIL}
      title={t('seats.detailTitle', { seatNo: seat.seatNo })}
      statusTag={<SeatStatusTag status={seat.status} />}
      move={move}
      actions={
        <CaseActions
          area="seats"
          testId="seat-actions"
          moves={seatMoves(seat.status)}
          danger={DANGER}
          busy={move.busy}
          onMove={move.open}
        />
      }
      summary={<SeatSummary seat={seat} answeredAt={answeredAt} />}
      records={seat.records}
      dialogs={
        <CaseMoveModal
          area="seats"
          name="seat-move"
          titleParams={{ seatNo: seat.seatNo }}
          hintParams={{ amount: formatMoney(seat.applicationAmount, seat.currency), seat: seat.seat }}
          danger={DANGER}
          asksReason={ASKS_REASON}
          reasonOnEveryMove
          to={move.moving}
          saving={move.saving}
          onSubmit={({ reason }) => move.submit(reason)}
          onClose={move.close}
        />
      }
    />
  );
}

function SeatSummary({ seat, answeredAt }: { seat: SeatDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`seats.${key}`);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="seat-summary">
      <Descriptions.Item label={label('orderNo')}>
        <Link to={orderPath(seat.orderNo)}>{seat.orderNo}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={label('pnr')}>{seat.pnr}</Descriptions.Item>
      <Descriptions.Item label={label('airline')}>{seat.airline}</Descriptions.Item>
      <Descriptions.Item label={label('passenger')}>{seat.passengers}</Descriptions.Item>
      <Descriptions.Item label={label('flight')}>{seat.flight}</Descriptions.Item>
      <Descriptions.Item label={label('seat')}>
        <span data-testid="seat-seat">{seat.seat}</span>
      </Descriptions.Item>
      <Descriptions.Item label={label('seatType')}>
        <SeatTypeText seatType={seat.seatType} />
      </Descriptions.Item>
      <Descriptions.Item label={label('seatPrice')}>
        {formatMoney(seat.seatPrice, seat.currency)}
      </Descriptions.Item>
      <Descriptions.Item label={label('serviceCharge')}>
        {formatMoney(seat.serviceCharge, seat.currency)}
      </Descriptions.Item>
      <Descriptions.Item label={label('price')}>
        {formatMoney(seat.applicationAmount, seat.currency) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={label('paid')}>
        {formatMoney(seat.confirmedAmount, seat.currency) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={label('hold')}>
        <CaseDeadline kind={SEAT_CASE} row={seat} answeredAt={answeredAt} />
      </Descriptions.Item>
      <Descriptions.Item label={label('emd')}>
        <span data-testid="seat-emd">{seat.emd ?? '—'}</span>
      </Descriptions.Item>
      {seat.remark && <Descriptions.Item label={label('remark')}>{seat.remark}</Descriptions.Item>}
      <Descriptions.Item label={label('createdByAt')}>
        {seat.createdBy} {formatApiDateTime(seat.createTime, 'minute')}
      </Descriptions.Item>
      <Descriptions.Item label={label('updatedByAt')}>
        {seat.updatedBy} {formatApiDateTime(seat.updateTime, 'minute')}
      </Descriptions.Item>
    </Descriptions>
  );
}
