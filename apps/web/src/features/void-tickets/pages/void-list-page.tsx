import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VOID_TICKET_STATUSES, type VoidTicketRow } from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAddForm } from '../../../lib/add-from-order';
import { useVoidList } from '../api/void-tickets-api';
import { AddVoidModal } from '../components/add-void-modal';
import { VoidFilters, type VoidFilterValues } from '../components/void-filters';
import { VoidTable } from '../components/void-table';

const NO_ROWS: VoidTicketRow[] = [];
const LIST: ListSpec<VoidFilterValues, never> = {
  filters: {
    voidNo: textParam,
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    airline: textParam,
    status: oneOfParam(VOID_TICKET_STATUSES),
    createStart: dateParam,
    createEnd: dateParam,
    windowStart: dateParam,
    windowEnd: dateParam,
  },
  sortFields: [],
};

/** /html/voidTicket (1005-5): every void with the time left in its window, and a form to ask one. */
export default function VoidListPage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const add = useAddForm();
  const list = useVoidList({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  return (
    <div className="page-container" data-testid="void-list-page">
      <Card
        title={t('voidTickets.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={add.open} data-testid="add-void">
            {t('voidTickets.add.button')}
          </Button>
        }
      >
        <VoidFilters search={search} onSearch={setSearch} />
        <VoidTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          answeredAt={list.dataUpdatedAt}
          state={table}
          onChange={setTable}
        />
      </Card>
      {add.adding && <AddVoidModal prefill={add.prefill} onClose={add.close} />}
    </div>
  );
}
