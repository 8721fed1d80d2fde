import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { useAddForm } from '../../../lib/add-from-order';
import { compensations } from '../api/compensations';
import { AddCompensationModal } from '../components/add-compensation-modal';
import { LIST, CompensationFilters } from '../components/compensation-filters';
import { CompensationTable } from '../components/compensation-table';

/** /html/compensation (1005-7): every compensation case, filtered, and a form to open one. */
export default function CompensationListPage() {
  const list = useCaseListPage(LIST, compensations.useList);
  const add = useAddForm();
  return (
    <CaseListFrame
      area="compensations"
      testId="compensation-list-page"
      add={{ testId: 'add-compensation', text: 'add.button', onClick: add.open }}
      dialog={add.adding && <AddCompensationModal prefill={add.prefill} onClose={add.close} />}
    >
      <CompensationFilters {...list.filters} />
      <CompensationTable {...list.table} />
    </CaseListFrame>
  );
}
