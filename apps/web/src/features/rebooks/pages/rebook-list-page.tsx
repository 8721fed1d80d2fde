import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { REBOOK_REASONS, REBOOK_STATUSES, type RebookRow } from '@ota/contract';
import { oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useRebooks } from '../api/get-rebooks';
import { RebookFilters, type RebookFilterValues } from '../components/rebook-filters';
import { RebookTable } from '../components/rebook-table';

const NO_ROWS: RebookRow[] = [];
/** The one column the rebook list sorts by (the original departure). */
const SORT_FIELD = 'originalDepTime';
const LIST: ListSpec<RebookFilterValues, typeof SORT_FIELD> = {
  filters: {
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    reason: oneOfParam(REBOOK_REASONS),
    rebookStatus: oneOfParam([...REBOOK_STATUSES, 'NONE'] as const),
  },
  sortFields: [SORT_FIELD],
};

/** /html/orderRebook (1001-2): orders waiting for a rebook decision and the rebooks under way. */
export default function RebookListPage() {
  const { t } = useTranslation();
  const { search: filters, table, setSearch, setTable } = useListState(LIST);
  const list = useRebooks({
    ...filters,
    pageNum: table.pageNum,
    pageSize: table.pageSize,
    sortOrder: table.sortOrder,
  });
  const page = list.isError ? undefined : list.data;
  return (
    <div className="page-container" data-testid="rebook-list-page">
      <Card title={t('rebooks.title')}>
        <RebookFilters search={filters} onSearch={setSearch} />
        <RebookTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={(next) => setTable({ ...next, sortField: next.sortOrder ? SORT_FIELD : undefined })}
        />
      </Card>
    </div>
  );
}
