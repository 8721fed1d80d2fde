import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSENGER_CHANGE_CASE, type PassengerChangeDetail, type PassengerChangeStatus } from '@ota/contract';
import { CaseDetailFrame, useCaseId } from '../../../components/cases/case-detail';
import { CaseReasonDetail, type ReasonMoveKind } from '../../../components/cases/case-reason-detail';
import { useCaseMove } from '../../../lib/case-move';
import { caseDetailOf } from '../../../lib/case-kind';
import { changes } from '../api/passenger-changes';
import { useUpdatePassengerChange } from '../api/update-passenger-change';
import { ChangeSummary } from '../components/change-summary';
import { ChangeStatusTag } from '../components/change-tags';
import { FieldChangesCell, FieldChangesTable } from '../components/field-changes';
import { DANGER, changeMoves } from '../lib/change-view';

const CHANGE_DETAIL: ReasonMoveKind<PassengerChangeStatus> = {
  ...caseDetailOf(PASSENGER_CHANGE_CASE),
  testIds: { page: 'passenger-change-detail-page', notFound: 'change-not-found' },
  actionsTestId: 'change-actions',
  moveForm: 'passenger-change-move',
  danger: DANGER,
  asksReason: DANGER,
};

/** /html/passenger/passengerDetail?id= (1005-4): one change, its fields before and after, its moves and history. */
export default function ChangeDetailPage() {
  const id = useCaseId();
  const query = changes.useDetail(id);
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
    queryKey: changes.keys.all,
    send: (seen, status: PassengerChangeStatus, reason: string | undefined) =>
      update.mutateAsync({ ...seen, status, reason }),
  });

  return (
    <CaseReasonDetail
      kind={CHANGE_DETAIL}
      title={t('passengerChanges.detailTitle', { changeNo: change.changeNo })}
      statusTag={<ChangeStatusTag status={change.status} />}
      summary={<ChangeSummary change={change} />}
      records={change.records}
      failure={{ kind: PASSENGER_CHANGE_CASE, status: change.status }}
      moves={changeMoves(change.status)}
      move={move}
      titleParams={{ changeNo: change.changeNo }}
      hintParams={{ passenger: change.passengerName }}
      moveFields={(to) => to === 'DONE' && <FieldChangesCell changes={change.changes} />}
    >
      <Card title={t('passengerChanges.changes')} size="small">
        <FieldChangesTable changes={change.changes} />
      </Card>
    </CaseReasonDetail>
  );
}
