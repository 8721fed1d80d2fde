import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSENGER_CHANGE_STATUSES, PASSENGER_CHANGE_TYPES, type PassengerChangeRow } from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { usePassengerChanges } from '../api/get-passenger-changes';
import { AddChangeModal } from '../components/add-change-modal';
import { ChangeFilters, type ChangeFilterValues } from '../components/change-filters';
import { ChangeTable } from '../components/change-table';

const NO_ROWS: PassengerChangeRow[] = [];
const LIST: ListSpec<ChangeFilterValues, never> = {
  filters: {
    changeNo: textParam,
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    changeType: oneOfParam(PASSENGER_CHANGE_TYPES),
    status: oneOfParam(PASSENGER_CHANGE_STATUSES),
    createStart: dateParam,
    createEnd: dateParam,
  },
  sortFields: [],
};

/** /html/passenger (1005-4): every passenger change, filtered, and a form to open one. */
export default function ChangeListPage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const list = usePassengerChanges({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  return (
    <div className="page-container" data-testid="passenger-change-list-page">
      <Card
        title={t('passengerChanges.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-change"
          >
            {t('passengerChanges.add.button')}
          </Button>
        }
      >
        <ChangeFilters search={search} onSearch={setSearch} />
        <ChangeTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
        />
      </Card>
      {adding && <AddChangeModal onClose={() => setAdding(false)} />}
    </div>
  );
}
