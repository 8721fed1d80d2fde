import { useState } from 'react';
import { Button, Card, Spin } from 'antd';
import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PlatformType, type OrderPreference } from '@ota/contract';
import { useSession } from '../../../lib/session';
import { useExportOrders } from '../api/export-orders';
import { useOrderPreference } from '../api/order-preference';
import { useOrderSearch } from '../api/search-orders';
import { ColumnChooser } from '../components/column-chooser';
import { ExportModal, type ExportValues } from '../components/export-modal';
import { OrderFilters } from '../components/order-filters';
import { OrderTable, type OrderSort } from '../components/order-table';
import { toFilterParams, type OrderFilterParams } from '../lib/filter-params';
import { readColumns, saveColumns, type OrderColumn } from '../lib/order-columns';
import { useOrderPrefix } from '../lib/order-prefix';
import { preferenceFilters } from '../lib/preference-defaults';

/** /html/orderList (1001-1): the orders of the user's platform, searched, sorted and paged on the server. */
export default function OrderListPage() {
  const preference = useOrderPreference();
  // The list starts from the user's saved defaults: wait for them rather than search twice.
  if (!preference.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <OrderList preference={preference.data} />;
}

function OrderList({ preference }: { preference: OrderPreference }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const prefix = useOrderPrefix();
  const [initialFilters] = useState(() => preferenceFilters(preference));
  const defaultSort: OrderSort = { field: preference.sortField, order: preference.sortOrder };
  const [filters, setFilters] = useState<OrderFilterParams>(() => toFilterParams(initialFilters));
  const [page, setPage] = useState({ pageNum: 1, pageSize: preference.pageSize });
  const [sort, setSort] = useState<OrderSort>(defaultSort);
  const [columns, setColumns] = useState<OrderColumn[]>(
    () => readColumns(user?.id) ?? [...preference.columns],
  );
  const [exporting, setExporting] = useState(false);
  const exportOrders = useExportOrders();
  const noPlatform = user?.platformType === null || user?.platformType === undefined;

  const search = useOrderSearch(prefix, {
    ...filters,
    ...page,
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
          showPlatform={noPlatform}
          initialValues={initialFilters}
          onSearch={(values) => {
            setFilters(toFilterParams(values));
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
          onReset={() => {
            setFilters(toFilterParams(initialFilters));
            setSort(defaultSort);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
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
