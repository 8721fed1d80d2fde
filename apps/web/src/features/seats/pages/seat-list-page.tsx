import { CaseListFrame, useCaseListPage } from '../../../components/cases/case-list-page';
import { useAddForm } from '../../../lib/add-from-order';
import { seats } from '../api/seats-api';
import { ChooseSeatModal } from '../components/choose-seat-modal';
import { LIST, SeatFilters } from '../components/seat-filters';
import { SeatTable } from '../components/seat-table';

/** /html/seat (1005-6): every seat case, filtered, and the dialog to choose a seat on the map. */
export default function SeatListPage() {
  const list = useCaseListPage(LIST, seats.useList);
  const choose = useAddForm();
  return (
    <CaseListFrame
      area="seats"
      testId="seat-list-page"
      add={{ testId: 'choose-seat', text: 'choose.button', onClick: choose.open }}
      dialog={choose.adding && <ChooseSeatModal prefill={choose.prefill} onClose={choose.close} />}
    >
      <SeatFilters {...list.filters} />
      <SeatTable {...list.table} />
    </CaseListFrame>
  );
}
