import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeDetail, PassengerChangeStatus } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import { CaseMoveModal } from '../../../components/cases/case-move-modal';
import {
  CaseDetailFrame,
  CaseDetailLayout,
  useCaseId,
  type CaseDetailKind,
} from '../../../components/cases/case-detail';
import { useCaseMove } from '../../../lib/case-move';
import { usePassengerChangeDetail } from '../api/get-passenger-change-detail';
import { passengerChangeKeys } from '../api/keys';
import { useUpdatePassengerChange } from '../api/update-passenger-change';
import { ChangeSummary } from '../components/change-summary';
import { ChangeStatusTag } from '../components/change-tags';
import { FieldChangesCell, FieldChangesTable } from '../components/field-changes';
import { DANGER, changeMoves } from '../lib/change-view';

const CHANGE_DETAIL: CaseDetailKind = {
  area: 'passengerChanges',
  listPath: '/html/passenger',
  testIds: { page: 'passenger-change-detail-page', notFound: 'change-not-found' },
};

/** /html/passenger/passengerDetail?id= (1005-4): one change, its fields before and after, its moves and history. */
export default function ChangeDetailPage() {
  const id = useCaseId();
  const query = usePassengerChangeDetail(id);
  return (
    <CaseDetailFrame kind={CHANGE_DETAIL} id={id} query={query}>
      {(change) => <ChangeView change={change} />}
    </CaseDetailFrame>
  );
}

function ChangeView({ change }: { change: PassengerChangeDetail }) {
  const { t } = useTranslation();
  const update = useUpdatePassengerChange();
  const move = useCaseMove({
    seen: change,
    queryKey: passengerChangeKeys.all,
    send: (seen, status: PassengerChangeStatus, reason: string | undefined) =>
      update.mutateAsync({ ...seen, status, reason }),
  });

  return (
    <CaseDetailLayout
      kind={CHANGE_DETAIL}
      title={t('passengerChanges.detailTitle', { changeNo: change.changeNo })}
      statusTag={<ChangeStatusTag status={change.status} />}
      move={move}
      actions={
        <CaseActions
          area="passengerChanges"
          testId="change-actions"
          moves={changeMoves(change.status)}
          danger={DANGER}
          busy={move.busy}
          onMove={move.open}
        />
      }
      summary={<ChangeSummary change={change} />}
      records={change.records}
      dialogs={
        <CaseMoveModal
          area="passengerChanges"
          name="passenger-change-move"
          titleParams={{ changeNo: change.changeNo }}
          hintParams={{ passenger: change.passengerName }}
          danger={DANGER}
          asksReason={DANGER}
          to={move.moving}
          saving={move.saving}
          onSubmit={({ reason }) => move.submit(reason)}
          onClose={move.close}
          fields={(to) => to === 'DONE' && <FieldChangesCell changes={change.changes} />}
        />
      }
    >
      <Card title={t('passengerChanges.changes')} size="small">
        <FieldChangesTable changes={change.changes} />
      </Card>
    </CaseDetailLayout>
  );
}
