import { useTranslation } from 'react-i18next';
import type { CompensationDetail } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { amountText } from '../../../lib/case-outcome';
import { useCaseMove } from '../../../lib/case-move';
import { useCancelCompensation, useInnerUpdate } from '../api/change-compensation';
import { useCompensationDetail } from '../api/get-compensations';
import { compensationKeys } from '../api/keys';
import { CompensationSummary } from '../components/compensation-summary';
import { CompensationStatusTag } from '../components/compensation-tags';
import { MoveModal, type MoveValues } from '../components/move-modal';
import { DANGER, compensationMoves, type CompensationMove } from '../lib/compensation-view';

const COMPENSATION_DETAIL: CaseDetailKind = {
  area: 'compensations',
  listPath: '/html/compensation',
  testIds: { page: 'compensation-detail-page', notFound: 'compensation-not-found' },
};

/** /html/compensation/compensationDetail?id= (1005-7): one case, its EU261 band, its moves and history. */
export default function CompensationDetailPage() {
  const id = useCaseId();
  const query = useCompensationDetail(id);
  return (
    <CaseDetailFrame kind={COMPENSATION_DETAIL} id={id} query={query}>
      {(compensation) => <CompensationView compensation={compensation} />}
    </CaseDetailFrame>
  );
}

function CompensationView({ compensation }: { compensation: CompensationDetail }) {
  const { t } = useTranslation();
  const inner = useInnerUpdate();
  const cancel = useCancelCompensation();
  // A cancel has its own call, whose failure shows as an error (spec section 8); every other move is internal.
  const move = useCaseMove({
    seen: compensation,
    queryKey: compensationKeys.all,
    send: (seen, to: CompensationMove, values: MoveValues) =>
      to === 'CANCELLED'
        ? cancel.mutateAsync({ ...seen, reason: values.reason ?? '' })
        : inner.mutateAsync({
            ...seen,
            status: to,
            reason: values.reason,
            confirmedAmount: amountText(values.confirmedAmount),
          }),
  });

  return (
    <CaseDetailLayout
      kind={COMPENSATION_DETAIL}
      title={t('compensations.detailTitle', { compensationNo: compensation.compensationNo })}
      statusTag={<CompensationStatusTag status={compensation.status} />}
      move={move}
      actions={
        <CaseActions
          area="compensations"
          testId="compensation-actions"
          moves={compensationMoves(compensation.status, compensation.compensationType)}
          danger={DANGER}
          busy={move.busy}
          onMove={move.open}
        />
      }
      summary={<CompensationSummary compensation={compensation} />}
      records={compensation.records}
      dialogs={
        <MoveModal
          compensation={compensation}
          to={move.moving}
          saving={move.saving}
          onSubmit={move.submit}
          onClose={move.close}
        />
      }
    />
  );
}
