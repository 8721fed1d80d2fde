import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { useAddForm } from '../../../lib/add-from-order';
import { bags } from '../api/baggage-api';
import { AddBaggageModal } from '../components/add-baggage-modal';
import { LIST, BaggageFilters } from '../components/baggage-filters';
import { BaggageTable } from '../components/baggage-table';

/** /html/baggage (1005-3): every paid bag, filtered, and a form to add one. */
export default function BaggageListPage() {
  const list = useCaseListPage(LIST, bags.useList);
  const add = useAddForm();
  return (
    <CaseListFrame
      area="baggage"
      testId="baggage-list-page"
      add={{ testId: 'add-baggage', text: 'add.button', onClick: add.open }}
      dialog={add.adding && <AddBaggageModal prefill={add.prefill} onClose={add.close} />}
    >
      <BaggageFilters {...list.filters} />
      <BaggageTable {...list.table} />
    </CaseListFrame>
  );
}
