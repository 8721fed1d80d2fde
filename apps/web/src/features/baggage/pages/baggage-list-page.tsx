import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BAG_KINDS, BAGGAGE_STATUSES, type BaggageRow } from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAddForm } from '../../../lib/add-from-order';
import { useBaggageList } from '../api/baggage-api';
import { AddBaggageModal } from '../components/add-baggage-modal';
import { BaggageFilters, type BaggageFilterValues } from '../components/baggage-filters';
import { BaggageTable } from '../components/baggage-table';

const NO_ROWS: BaggageRow[] = [];
const LIST: ListSpec<BaggageFilterValues, never> = {
  filters: {
    baggageNo: textParam,
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    bagType: oneOfParam(BAG_KINDS),
    state: oneOfParam(BAGGAGE_STATUSES),
    createStart: dateParam,
    createEnd: dateParam,
  },
  sortFields: [],
};

/** /html/baggage (1005-3): every paid bag, filtered, and a form to add one. */
export default function BaggageListPage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const add = useAddForm();
  const list = useBaggageList({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  return (
    <div className="page-container" data-testid="baggage-list-page">
      <Card
        title={t('baggage.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={add.open} data-testid="add-baggage">
            {t('baggage.add.button')}
          </Button>
        }
      >
        <BaggageFilters search={search} onSearch={setSearch} />
        <BaggageTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
        />
      </Card>
      {add.adding && <AddBaggageModal prefill={add.prefill} onClose={add.close} />}
    </div>
  );
}
