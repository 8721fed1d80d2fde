import { useTranslation } from 'react-i18next';
import { BAGGAGE_CASE, type BaggageDetail, type BaggageStatus } from '@ota/contract';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { CaseDetailFrame, useCaseId } from '../../../components/cases/case-detail';
import { CaseReasonDetail, type ReasonMoveKind } from '../../../components/cases/case-reason-detail';
import { useMovedNotice } from '../../../lib/case-failure';
import { caseDetailOf } from '../../../lib/case-kind';
import { useCaseMove } from '../../../lib/case-move';
import { bags, editBaggageState } from '../api/baggage-api';
import { BagLabel, BaggageStatusTag } from '../components/baggage-tags';
import { PassengerBags } from '../components/passenger-bags';
import { ASKS_REASON, DANGER, baggageMoves } from '../lib/baggage-view';

const BAGGAGE_DETAIL: ReasonMoveKind<BaggageStatus> = {
  ...caseDetailOf(BAGGAGE_CASE),
  testIds: { page: 'baggage-detail-page', notFound: 'baggage-not-found' },
  actionsTestId: 'baggage-actions',
  moveForm: 'baggage-move',
  danger: DANGER,
  asksReason: ASKS_REASON,
  reasonOnEveryMove: true,
};

/** /html/baggage/baggageDetail?id= (1005-3): one bag, its EMD, its moves and history. */
export default function BaggageDetailPage() {
  const id = useCaseId();
  const query = bags.useDetail(id);
  return (
    <CaseDetailFrame kind={BAGGAGE_DETAIL} id={id} query={query}>
      {(bag) => <BagView bag={bag} />}
    </CaseDetailFrame>
  );
}

function BagView({ bag }: { bag: BaggageDetail }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(BAGGAGE_CASE);
  const edit = bags.useChange(editBaggageState);
  const move = useCaseMove({
    seen: bag,
    queryKey: bags.keys.all,
    send: (seen, state: BaggageStatus, reason: string | undefined) =>
      edit.mutateAsync({ ...seen, state, reason }),
    onMoved: (moved) => notice(moved, (status) => t('cases.moved', { caseNo: bag.baggageNo, status })),
  });

  return (
    <CaseReasonDetail
      kind={BAGGAGE_DETAIL}
      title={t('baggage.detailTitle', { baggageNo: bag.baggageNo })}
      statusTag={<BaggageStatusTag status={bag.status} />}
      summary={<BagSummary bag={bag} />}
      records={bag.records}
      failure={{ kind: BAGGAGE_CASE, status: bag.status }}
      moves={baggageMoves(bag.status)}
      move={move}
      titleParams={{ baggageNo: bag.baggageNo }}
      hintParams={{ amount: `${bag.applicationAmount ?? ''} ${bag.currency}` }}
    >
      <PassengerBags orderNo={bag.orderNo} passengerId={bag.passengerId} currentId={bag.id} />
    </CaseReasonDetail>
  );
}

function BagSummary({ bag }: { bag: BaggageDetail }) {
  const { item, order, signedBriefly } = useSummaryItems('baggage', bag);
  const money = (amount: string | null) => (amount ? `${amount} ${bag.currency}` : '—');
  return (
    <CaseSummary
      testId="baggage-summary"
      items={[
        ...order,
        item('passenger', bag.passengers),
        item('flight', bag.segments),
        item('bagType', <BagLabel bag={{ ...bag, kind: bag.bagType }} />),
        item('price', money(bag.applicationAmount)),
        item('paid', money(bag.confirmedAmount)),
        item('emdNumber', <span data-testid="emd-number">{bag.emdNumber ?? '—'}</span>),
        ...(bag.reason ? [item('reason', bag.reason)] : []),
        ...signedBriefly,
      ]}
    />
  );
}
