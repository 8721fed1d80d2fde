import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEAT_STATUSES, type SeatRow } from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useAddForm } from '../../../lib/add-from-order';
import { useListState } from '../../../lib/use-list-state';
import { useSeatList } from '../api/seats-api';
import { ChooseSeatModal } from '../components/choose-seat-modal';
import { SeatFilters, type SeatFilterValues } from '../components/seat-filters';
import { SeatTable } from '../components/seat-table';

const NO_ROWS: SeatRow[] = [];
const LIST: ListSpec<SeatFilterValues, never> = {
  filters: {
    seatNo: textParam,
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    airline: textParam,
    seatType: textParam,
    status: oneOfParam(SEAT_STATUSES),
    createStart: dateParam,
    createEnd: dateParam,
  },
  sortFields: [],
};

/** /html/seat (1005-6): every seat case, filtered, and the dialog to choose a seat on the map. */
export default function SeatListPage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const choose = useAddForm();
  const list = useSeatList({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  return (
    <div className="page-container" data-testid="seat-list-page">
      <Card
        title={t('seats.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={choose.open} data-testid="choose-seat">
            {t('seats.choose.button')}
          </Button>
        }
      >
        <SeatFilters search={search} onSearch={setSearch} />
        <SeatTable
          rows={page?.rows ?? NO_ROWS}
          total={page?.total ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
        />
      </Card>
      {choose.adding && <ChooseSeatModal prefill={choose.prefill} onClose={choose.close} />}
    </div>
  );
}
