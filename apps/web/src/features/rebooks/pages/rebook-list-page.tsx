import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type RebookRow } from '@ota/contract';
import { useRebooks } from '../api/get-rebooks';
import { RebookFilters, type RebookFilterValues } from '../components/rebook-filters';
import { RebookTable, type RebookTableState } from '../components/rebook-table';

const NO_ROWS: RebookRow[] = [];

/** /html/orderRebook (1001-2): orders waiting for a rebook decision and the rebooks under way. */
export default function RebookListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RebookFilterValues>({});
  const [table, setTable] = useState<RebookTableState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useRebooks({ ...filters, ...table });
  const page = list.isError ? undefined : list.data;
  return (
    <div className="page-container" data-testid="rebook-list-page">
      <Card title={t('rebooks.title')}>
        <RebookFilters
          onSearch={(values) => {
            setFilters(values);
            setTable((state) => ({ ...state, pageNum: 1 }));
          }}
        />
        <RebookTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
        />
      </Card>
    </div>
  );
}
