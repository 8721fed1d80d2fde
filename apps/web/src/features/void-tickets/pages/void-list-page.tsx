import { VOID_TICKET_STATUSES } from '@ota/contract';
import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { createdParams, orderParams } from '../../../lib/case-filters';
import { useAddForm } from '../../../lib/add-from-order';
import { voids } from '../api/void-tickets-api';
import { AddVoidModal } from '../components/add-void-modal';
import { VoidFilters, type VoidFilterValues } from '../components/void-filters';
import { VoidTable } from '../components/void-table';

const LIST: ListSpec<VoidFilterValues, never> = {
  filters: {
    voidNo: textParam,
    ...orderParams,
    airline: textParam,
    status: oneOfParam(VOID_TICKET_STATUSES),
    ...createdParams,
    windowStart: dateParam,
    windowEnd: dateParam,
  },
  sortFields: [],
};

/** /html/voidTicket (1005-5): every void with the time left in its window, and a form to ask one. */
export default function VoidListPage() {
  const list = useCaseListPage(LIST, voids.useList);
  const add = useAddForm();
  return (
    <CaseListFrame
      area="voidTickets"
      testId="void-list-page"
      add={{ testId: 'add-void', text: 'add.button', onClick: add.open }}
      dialog={add.adding && <AddVoidModal prefill={add.prefill} onClose={add.close} />}
    >
      <VoidFilters {...list.filters} />
      <VoidTable {...list.table} answeredAt={list.answeredAt} />
    </CaseListFrame>
  );
}
