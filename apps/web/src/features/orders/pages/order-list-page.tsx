import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@ota/contract';
import { useSession } from '../../../lib/session';
import { useOrderSearch } from '../api/search-orders';
import { ColumnChooser } from '../components/column-chooser';
import { OrderFilters } from '../components/order-filters';
import { OrderTable, type OrderSort } from '../components/order-table';
import { toFilterParams, type OrderFilterParams } from '../lib/filter-params';
import { DEFAULT_COLUMNS, readColumns, saveColumns, type OrderColumn } from '../lib/order-columns';
import { useOrderPrefix } from '../lib/order-prefix';

const DEFAULT_SORT: OrderSort = { field: 'bookTime', order: 'desc' };

/** /html/orderList (1001-1): the orders of the user's platform, searched, sorted and paged on the server. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const prefix = useOrderPrefix();
  const [filters, setFilters] = useState<OrderFilterParams>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<OrderSort>(DEFAULT_SORT);
  const [columns, setColumns] = useState<OrderColumn[]>(() => readColumns(user?.id) ?? [...DEFAULT_COLUMNS]);

  const search = useOrderSearch(prefix, {
    ...filters,
    ...page,
    sortField: sort.field,
    sortOrder: sort.order,
  });
  // Spec section 8: a failed search empties the list.
  const data = search.isError ? undefined : search.data;

  const chooseColumns = (next: OrderColumn[]) => {
    setColumns(next);
    saveColumns(user?.id, next);
  };

  return (
    <div className="page-container" data-testid="order-list-page">
      <Card title={t('orders.title')}>
        <OrderFilters
          showPlatform={user?.platformType === null || user?.platformType === undefined}
          onSearch={(values) => {
            setFilters(toFilterParams(values));
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
          onReset={() => {
            setFilters({});
            setSort(DEFAULT_SORT);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
          extra={<ColumnChooser columns={columns} onChange={chooseColumns} />}
        />
        <OrderTable
          rows={data?.content ?? []}
          total={data?.totalRows ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          loading={search.isFetching}
          columns={columns}
          sort={sort}
          onChange={(change) => {
            setPage({ pageNum: change.pageNum, pageSize: change.pageSize });
            setSort(change.sort);
          }}
        />
      </Card>
    </div>
  );
}
