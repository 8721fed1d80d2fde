import { useState } from 'react';
import { Empty, Form, Input, Table, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type ChangedOrderRow } from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';
import { formatApiDateTime } from '../../../lib/format';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { useChangedOrders } from '../api/get-changed-orders';
import { ChangeStatusTag } from './change-tags';
import { orderPath } from '../../../lib/case-detail';

interface OrderSearch {
  orderNo?: string;
  pnr?: string;
}

const NO_SORT: readonly never[] = [];
const upper = (value: string | undefined) => value?.trim().toUpperCase() || undefined;
const toSearch = (values: Partial<OrderSearch>): OrderSearch => ({
  orderNo: upper(values.orderNo),
  pnr: upper(values.pnr),
});

/**
 * The orders that have ticket changes (POST /flight/change/order/page/list), latest change first,
 * each with how many and its latest change. Its page and search live in the tab, not the address:
 * the address holds the change list's.
 */
export function ChangedOrders() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<OrderSearch>({});
  const [table, setTable] = useState<ServerTableState<never>>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useChangedOrders({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = list.isError ? undefined : list.data;

  const columns: TableProps<ChangedOrderRow>['columns'] = [
    {
      title: t('ticketChanges.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: t('ticketChanges.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('ticketChanges.airline'), dataIndex: 'airline', key: 'airline' },
    { title: t('ticketChanges.orders.changes'), dataIndex: 'changes', key: 'changes', align: 'right' },
    {
      title: t('ticketChanges.orders.lastChange'),
      dataIndex: 'lastChangeNo',
      key: 'lastChangeNo',
      render: (changeNo: string) => (
        <Link to={`/html/changing?changeNo=${encodeURIComponent(changeNo)}`}>{changeNo}</Link>
      ),
    },
    {
      title: t('ticketChanges.status'),
      key: 'lastStatus',
      render: (_value, row) => <ChangeStatusTag status={row.lastStatus} />,
    },
    {
      title: t('ticketChanges.created'),
      dataIndex: 'lastChangeTime',
      key: 'lastChangeTime',
      render: (value: string) => formatApiDateTime(value, 'minute'),
    },
  ];

  return (
    <>
      <FilterForm<OrderSearch, OrderSearch>
        name="changed-order-filters"
        search={search}
        toSearch={toSearch}
        onSearch={(next) => {
          setSearch(next);
          setTable((before) => ({ ...before, pageNum: 1 }));
        }}
      >
        <Form.Item name="orderNo" label={t('ticketChanges.orderNo')}>
          <Input allowClear maxLength={32} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="pnr" label={t('ticketChanges.pnr')}>
          <Input allowClear maxLength={6} style={{ width: 100 }} />
        </Form.Item>
      </FilterForm>
      <Table<ChangedOrderRow>
        rowKey="orderNo"
        data-testid="changed-orders-table"
        columns={columns}
        dataSource={page?.pageList ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        onChange={(pagination, _filters, sorter) =>
          setTable(nextTableState(table, pagination, sorter, NO_SORT))
        }
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticketChanges.orders.empty')} />
          ),
        }}
        pagination={serverPagination(table, page?.totalCount ?? 0, (count) =>
          t('ticketChanges.orders.total', { count }),
        )}
      />
    </>
  );
}
