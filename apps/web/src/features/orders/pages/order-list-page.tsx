import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PlatformType, type OrderPreference } from '@ota/contract';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useExportOrders } from '../api/export-orders';
import { useOrderPreference } from '../api/order-preference';
import { useOrderSearch } from '../api/search-orders';
import { ColumnChooser } from '../components/column-chooser';
import { ExportModal, type ExportValues } from '../components/export-modal';
import { OrderFilters } from '../components/order-filters';
import { OrderTable, type OrderSort } from '../components/order-table';
import { toFilterParams } from '../lib/filter-params';
import {
  ORDER_LIST,
  orderListDefaults,
  orderSortOf,
  toFilterValues,
  toTableSort,
} from '../lib/order-list-state';
import { readColumns, saveColumns, type OrderColumn } from '../lib/order-columns';
import { useOrderPrefix } from '../lib/order-prefix';

/** /html/orderList (1001-1): the orders of the user's platform, searched, sorted and paged on the server. */
export default function OrderListPage() {
  const preference = useOrderPreference();
  // The list starts from the user's saved defaults: wait for them rather than search twice.
  if (!preference.data) return <PageSkeleton />;
  return <OrderList preference={preference.data} />;
}

function OrderList({ preference }: { preference: OrderPreference }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const prefix = useOrderPrefix();
  // Page, sort and filters live in the address; one without them shows the saved defaults.
  const defaults = useMemo(() => orderListDefaults(preference), [preference]);
  const list = useListState(ORDER_LIST, defaults);
  const { search: filters, table } = list;
  const defaultSort: OrderSort = { field: preference.sortField, order: preference.sortOrder };
  const sort = orderSortOf(table.sortField, table.sortOrder, defaultSort);
  const [columns, setColumns] = useState<OrderColumn[]>(
    () => readColumns(user?.id) ?? [...preference.columns],
  );
  const [exporting, setExporting] = useState(false);
  const exportOrders = useExportOrders();
  const noPlatform = user?.platformType === null || user?.platformType === undefined;

  const search = useOrderSearch(prefix, {
    ...filters,
    pageNum: table.pageNum,
    pageSize: table.pageSize,
    sortField: sort.field,
    sortOrder: sort.order,
  });
  // Spec section 8: a failed search empties the list.
  const data = search.isError ? undefined : search.data;

  const runExport = ({ kind, range }: ExportValues) => {
    exportOrders.mutate(
      {
        kind,
        prefix,
        stime: range[0].format('YYYY-MM-DD'),
        etime: range[1].format('YYYY-MM-DD'),
        filters,
        emptyMessage: t('orders.export.empty'),
      },
      { onSuccess: (saved) => saved && setExporting(false) },
    );
  };

  const chooseColumns = (next: OrderColumn[]) => {
    setColumns(next);
    saveColumns(user?.id, next);
  };

  return (
    <div className="page-container" data-testid="order-list-page">
      <Card title={t('orders.title')}>
        <OrderFilters
          key={list.searchKey}
          showPlatform={noPlatform}
          initialValues={toFilterValues(filters)}
          onSearch={(values) => list.setSearch(toFilterParams(values))}
          onReset={list.reset}
          extra={
            <>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => setExporting(true)}
                data-testid="export-button"
              >
                {t('orders.export.button')}
              </Button>
              <ColumnChooser columns={columns} onChange={chooseColumns} />
              <Button icon={<SettingOutlined />} onClick={() => navigate('/html/orderList/prefernce')}>
                {t('orders.preference.open')}
              </Button>
            </>
          }
        />
        <OrderTable
          rows={data?.content ?? []}
          total={data?.totalRows ?? 0}
          pageNum={table.pageNum}
          pageSize={table.pageSize}
          loading={search.isFetching}
          columns={columns}
          sort={sort}
          onChange={(change) =>
            list.setTable({ pageNum: change.pageNum, pageSize: change.pageSize, ...toTableSort(change.sort) })
          }
        />
      </Card>
      <ExportModal
        open={exporting}
        allowCsv={noPlatform || user?.platformType === PlatformType.EDREAMS}
        initialRange={
          filters.bookStart && filters.bookEnd ? [dayjs(filters.bookStart), dayjs(filters.bookEnd)] : null
        }
        exporting={exportOrders.isPending}
        onExport={runExport}
        onClose={() => setExporting(false)}
      />
    </div>
  );
}
