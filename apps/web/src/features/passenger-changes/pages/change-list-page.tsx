import { useLocation } from 'react-router';
import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { proposedChangeOf, useAddForm } from '../../../lib/add-from-order';
import { changes } from '../api/passenger-changes';
import { AddChangeModal } from '../components/add-change-modal';
import { LIST, ChangeFilters } from '../components/change-filters';
import { ChangeTable } from '../components/change-table';

/** /html/passenger (1005-4): every passenger change, filtered, and a form to open one (also from an order). */
export default function ChangeListPage() {
  const list = useCaseListPage(LIST, changes.useList);
  // Opened from an order (`?add=`), with a change its passenger edit proposed (navigation state).
  const add = useAddForm();
  const proposal = proposedChangeOf(useLocation().state);
  return (
    <CaseListFrame
      area="passengerChanges"
      testId="passenger-change-list-page"
      add={{ testId: 'add-change', text: 'add.button', onClick: add.open }}
      dialog={add.adding && <AddChangeModal prefill={add.prefill} proposal={proposal} onClose={add.close} />}
    >
      <ChangeFilters {...list.filters} />
      <ChangeTable {...list.table} />
    </CaseListFrame>
  );
}
