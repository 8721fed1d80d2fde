import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPENSATION_CASE, Permission, type CompensationDetail } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { amountText } from '../../../lib/case-outcome';
import { caseDetailOf } from '../../../lib/case-kind';
import { useMovedNotice } from '../../../lib/case-failure';
import { useCaseMove } from '../../../lib/case-move';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCancelCompensation, useInnerUpdate } from '../api/change-compensation';
import { useEditCompensation } from '../api/edit-compensation';
import { compensations } from '../api/compensations';
import { CompensationSummary } from '../components/compensation-summary';
import { CompensationStatusTag } from '../components/compensation-tags';
import { EditCompensationModal } from '../components/edit-compensation-modal';
import { MoveModal, type MoveValues } from '../components/move-modal';
import {
  DANGER,
  compensationMoves,
  isEditable,
  type CompensationMove,
  type EditValues,
} from '../lib/compensation-view';

const COMPENSATION_DETAIL: CaseDetailKind = {
  ...caseDetailOf(COMPENSATION_CASE),
  testIds: { page: 'compensation-detail-page', notFound: 'compensation-not-found' },
};

/** /html/compensation/compensationDetail?id= (1005-7): one case, its EU261 band, its moves and history. */
export default function CompensationDetailPage() {
  const id = useCaseId();
  const query = compensations.useDetail(id);
  return (
    <CaseDetailFrame kind={COMPENSATION_DETAIL} id={id} query={query}>
      {(compensation) => <CompensationView compensation={compensation} />}
    </CaseDetailFrame>
  );
}

function CompensationView({ compensation }: { compensation: CompensationDetail }) {
  const { t } = useTranslation();
  const notice = useMovedNotice(COMPENSATION_CASE);
  const inner = useInnerUpdate();
  const cancel = useCancelCompensation();
  // A cancel has its own call, whose failure shows as an error (spec section 8); every other move is internal.
  const move = useCaseMove({
    seen: compensation,
    queryKey: compensations.keys.all,
    send: (seen, to: CompensationMove, values: MoveValues) =>
      to === 'CANCELLED'
        ? cancel.mutateAsync({ ...seen, reason: values.reason ?? '' })
        : inner.mutateAsync({
            ...seen,
            status: to,
            reason: values.reason,
            confirmedAmount: amountText(values.confirmedAmount),
          }),
    onMoved: (moved) =>
      notice(moved, (status) =>
        t('cases.moved', {
          caseNo: compensation.compensationNo,
          status,
        }),
      ),
  });
  const editing = useCompensationEditing(compensation);
  const busy = move.busy || editing.busy;
  const mayEdit = (useSession().codes ?? []).includes(Permission.COMPENSATION);

  return (
    <CaseDetailLayout
      kind={COMPENSATION_DETAIL}
      title={t('compensations.detailTitle', { compensationNo: compensation.compensationNo })}
      statusTag={<CompensationStatusTag status={compensation.status} />}
      // A stale version refused by a move or by an edit: either holds the page until Reload.
      move={move.stale ? move : editing}
      actions={
        <CaseActions
          area="compensations"
          testId="compensation-actions"
          moves={compensationMoves(compensation.status, compensation.compensationType)}
          danger={DANGER}
          busy={busy}
          onMove={move.open}
          before={
            mayEdit &&
            isEditable(compensation.status) && (
              <Button
                icon={<EditOutlined />}
                disabled={busy}
                onClick={() => editing.open('EDIT')}
                data-testid="compensation-edit"
              >
                {t('compensations.edit.button')}
              </Button>
            )
          }
        />
      }
      summary={<CompensationSummary compensation={compensation} />}
      records={compensation.records}
      failure={{ kind: COMPENSATION_CASE, status: compensation.status }}
      dialogs={
        <>
          <MoveModal
            compensation={compensation}
            to={move.moving}
            saving={move.saving}
            onSubmit={move.submit}
            onClose={move.close}
          />
          <EditCompensationModal
            compensation={compensation}
            open={editing.moving === 'EDIT'}
            saving={editing.saving}
            onSubmit={editing.submit}
            onClose={editing.close}
          />
        </>
      }
    />
  );
}

/**
 * Editing the amount asked and the remark, carried like a move: the version seen travels, a stale
 * one closes the form and holds the page until Reload, any other refusal keeps the form open.
 */
function useCompensationEditing(compensation: CompensationDetail) {
  const { t } = useTranslation();
  const edit = useEditCompensation();
  return useCaseMove({
    seen: compensation,
    queryKey: compensations.keys.all,
    send: (seen, _edit: 'EDIT', values: EditValues) => edit.mutateAsync({ ...seen, ...values }),
    onMoved: () =>
      notify.success(t('compensations.edit.saved', { compensationNo: compensation.compensationNo })),
  });
}
