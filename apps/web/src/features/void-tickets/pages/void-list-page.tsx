import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { useAddForm } from '../../../lib/add-from-order';
import { voids } from '../api/void-tickets-api';
import { AddVoidModal } from '../components/add-void-modal';
import { LIST, VoidFilters } from '../components/void-filters';
import { VoidTable } from '../components/void-table';

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
