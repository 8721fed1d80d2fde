import { useTranslation } from 'react-i18next';
import { SEAT_CASE, type SeatDetail, type SeatStatus } from '@ota/contract';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { CaseDetailFrame, useCaseId } from '../../../components/cases/case-detail';
import { CaseReasonDetail, type ReasonMoveKind } from '../../../components/cases/case-reason-detail';
import { useMovedNotice } from '../../../lib/case-failure';
import { caseDetailOf } from '../../../lib/case-kind';
import { useCaseMove } from '../../../lib/case-move';
import { formatMoney } from '../../../lib/format';
import { seats, updateSeat } from '../api/seats-api';
import { SeatStatusTag, SeatTypeText } from '../components/seat-tags';
import { ASKS_REASON, DANGER, seatMoves } from '../lib/seat-view';

const SEAT_DETAIL: ReasonMoveKind<SeatStatus> = {
  ...caseDetailOf(SEAT_CASE),
  testIds: { page: 'seat-detail-page', notFound: 'seat-not-found' },
  actionsTestId: 'seat-actions',
  moveForm: 'seat-move',
  danger: DANGER,
  asksReason: ASKS_REASON,
  reasonOnEveryMove: true,
};

/** /html/seat/setDetail?id= (1005-6): one seat case, its moves and history. */
export default function SeatDetailPage() {
  const id = useCaseId();
  const query = seats.useDetail(id);
  return (
    <CaseDetailFrame kind={SEAT_DETAIL} id={id} query={query}>
      {(seat, answeredAt) => <SeatView seat={seat} answeredAt={answeredAt} />}
    </CaseDetailFrame>
  );
}

function SeatView({ seat, answeredAt }: { seat: SeatDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(SEAT_CASE);
  const update = seats.useChange(updateSeat);
  const move = useCaseMove({
    seen: seat,
    queryKey: seats.keys.all,
    send: (seen, status: SeatStatus, reason: string | undefined) =>
      update.mutateAsync({ ...seen, status, reason }),
    onMoved: (moved) => notice(moved, (status) => t('cases.moved', { caseNo: seat.seatNo, status })),
  });

  return (
    <CaseReasonDetail
      kind={SEAT_DETAIL}
      title={t('seats.detailTitle', { seatNo: seat.seatNo })}
      statusTag={<SeatStatusTag status={seat.status} />}
      summary={<SeatSummary seat={seat} answeredAt={answeredAt} />}
      records={seat.records}
      failure={{ kind: SEAT_CASE, status: seat.status }}
      moves={seatMoves(seat.status)}
      move={move}
      titleParams={{ seatNo: seat.seatNo }}
      hintParams={{ amount: formatMoney(seat.applicationAmount, seat.currency), seat: seat.seat }}
    />
  );
}

function SeatSummary({ seat, answeredAt }: { seat: SeatDetail; answeredAt: number }) {
  const { item, order, signedBriefly } = useSummaryItems('seats', seat);
  const money = (amount: string | null) => formatMoney(amount, seat.currency);
  return (
    <CaseSummary
      testId="seat-summary"
      items={[
        ...order,
        item('passenger', seat.passengers),
        item('flight', seat.flight),
        item('seat', <span data-testid="seat-seat">{seat.seat}</span>),
        item('seatType', <SeatTypeText seatType={seat.seatType} />),
        item('seatPrice', money(seat.seatPrice)),
        item('serviceCharge', money(seat.serviceCharge)),
        item('price', money(seat.applicationAmount) || '—'),
        item('paid', money(seat.confirmedAmount) || '—'),
        item('hold', <CaseDeadline kind={SEAT_CASE} row={seat} answeredAt={answeredAt} />),
        item('emd', <span data-testid="seat-emd">{seat.emd ?? '—'}</span>),
        ...signedBriefly,
      ]}
    />
  );
}
