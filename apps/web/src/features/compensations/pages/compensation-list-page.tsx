import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPENSATION_STATUSES, COMPENSATION_TYPES, type CompensationRow } from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAddForm } from '../../../lib/add-from-order';
import { useCompensations } from '../api/get-compensations';
import { AddCompensationModal } from '../components/add-compensation-modal';
import { CompensationFilters, type CompensationFilterValues } from '../components/compensation-filters';
import { CompensationTable } from '../components/compensation-table';

const NO_ROWS: CompensationRow[] = [];
const LIST: ListSpec<CompensationFilterValues, never> = {
  filters: {
    compensationNo: textParam,
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    type: oneOfParam(COMPENSATION_TYPES),
    status: oneOfParam(COMPENSATION_STATUSES),
    createStart: dateParam,
    createEnd: dateParam,
  },
  sortFields: [],
};

/** /html/compensation (1005-7): every compensation case, filtered, and a form to open one. */
export default function CompensationListPage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const add = useAddForm();
  const list = useCompensations({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  return (
    <div className="page-container" data-testid="compensation-list-page">
      <Card
        title={t('compensations.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={add.open} data-testid="add-compensation">
            {t('compensations.add.button')}
          </Button>
        }
      >
        <CompensationFilters search={search} onSearch={setSearch} />
        <CompensationTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
        />
      </Card>
      {add.adding && <AddCompensationModal prefill={add.prefill} onClose={add.close} />}
    </div>
  );
}
