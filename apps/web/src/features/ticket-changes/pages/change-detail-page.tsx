import { CaseDetailFrame, useCaseId } from '../../../components/cases/case-detail';
import { useTicketChangeDetail } from '../api/get-ticket-change-detail';
import { CHANGE_DETAIL, ChangeDetail } from '../components/change-detail';

/** /html/changing/changingDetail?id= (1005-2): one ticket change, its quote, its moves and its history. */
export default function ChangeDetailPage() {
  const id = useCaseId();
  const query = useTicketChangeDetail(id);
  const answer = query.data;
  return (
    <CaseDetailFrame
      kind={CHANGE_DETAIL}
      id={id}
      query={{ ...query, data: answer?.found ? answer.change : undefined }}
      missing={answer?.found === false ? answer.message : undefined}
    >
      {(change, answeredAt) => <ChangeDetail change={change} answeredAt={answeredAt} />}
    </CaseDetailFrame>
  );
}
