import { useTranslation } from 'react-i18next';
import { VOID_TICKET_CASE, type VoidTicketDetail } from '@ota/contract';
import { CaseDetailFrame, useCaseId } from '../../../components/cases/case-detail';
import { CaseReasonDetail, type ReasonMoveKind } from '../../../components/cases/case-reason-detail';
import { useCaseMove } from '../../../lib/case-move';
import { caseDetailOf } from '../../../lib/case-kind';
import { formatMoney } from '../../../lib/format';
import { useMovedNotice } from '../../../lib/case-failure';
import { updateVoid, voids } from '../api/void-tickets-api';
import { VoidStatusTag } from '../components/void-tags';
import { VoidSummary } from '../components/void-summary';
import { ASKS_REASON, DANGER, voidMoves, type VoidMove } from '../lib/void-view';

const VOID_DETAIL: ReasonMoveKind<VoidMove> = {
  ...caseDetailOf(VOID_TICKET_CASE),
  testIds: { page: 'void-detail-page', notFound: 'void-not-found' },
  actionsTestId: 'void-actions',
  moveForm: 'void-move',
  danger: DANGER,
  asksReason: ASKS_REASON,
  hintWarns: true,
  primary: 'VOIDED',
};

/** /html/voidTicket/voidTicketDetail?id= (1005-5): one void, its moves and its history. */
export default function VoidDetailPage() {
  const id = useCaseId();
  const query = voids.useDetail(id);
  return (
    <CaseDetailFrame kind={VOID_DETAIL} id={id} query={query}>
      {(voidCase, answeredAt) => <VoidView void={voidCase} answeredAt={answeredAt} />}
    </CaseDetailFrame>
  );
}

function VoidView({ void: voidCase, answeredAt }: { void: VoidTicketDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(VOID_TICKET_CASE);
  const update = voids.useChange(updateVoid);
  const move = useCaseMove({
    seen: voidCase,
    queryKey: voids.keys.all,
    send: (seen, status: VoidMove, reason: string | undefined) =>
      update.mutateAsync({ ...seen, status, reason }),
    onMoved: (moved) =>
      notice(moved, (status) =>
        t('voidTickets.move.done', {
          voidNo: voidCase.voidNo,
          status,
        }),
      ),
  });

  return (
    <CaseReasonDetail
      kind={VOID_DETAIL}
      title={t('voidTickets.detailTitle', { voidNo: voidCase.voidNo })}
      statusTag={<VoidStatusTag status={voidCase.status} />}
      summary={<VoidSummary void={voidCase} answeredAt={answeredAt} />}
      records={voidCase.records}
      failure={{ kind: VOID_TICKET_CASE, status: voidCase.status }}
      moves={voidMoves(voidCase.status)}
      move={move}
      titleParams={{ voidNo: voidCase.voidNo }}
      hintParams={{
        ticketNo: voidCase.ticketNo,
        amount: formatMoney(voidCase.applicationAmount, voidCase.currency),
      }}
    />
  );
}
