import { Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRow, OrderSortField } from '@ota/contract';
import { FIT_TABLE, dateTimeCell, longText, oneLine } from '../../../components/table-fit';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { wordText } from '../../../lib/server-message';
import { useOpenCases } from '../api/order-cases';
import type { OrderColumn } from '../lib/order-columns';
import { MoneyCell } from './money-cell';
import { StatusTag } from './status-tag';

export interface OrderSort {
  field: OrderSortField;
  order: 'asc' | 'desc';
}

export interface OrderTableProps {
  rows: OrderRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  columns: readonly OrderColumn[];
  sort: OrderSort;
  onChange: (change: { pageNum: number; pageSize: number; sort: OrderSort }) => void;
}

const SORTABLE: readonly string[] = ['bookTime', 'departTime', 'totalPrice', 'status'];
const PHONE_FIRST: readonly OrderColumn[] = ['orderNo', 'status', 'totalPrice'];
const dash = (value: string | null) => value || '—';

export function OrderTable(props: OrderTableProps) {
  const { t } = useTranslation();
  const sortOrder = (field: OrderSortField): SortOrder =>
    props.sort.field === field ? (props.sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: OrderSortField) => ({ sorter: true, sortOrder: sortOrder(field) });
  // An order with an open after-sales case shows a badge of its kind beside its number.
  const badges = useOpenCases(props.rows.map((row) => row.orderNo));

  const all: Record<OrderColumn, TableColumnsType<OrderRow>[number]> = {
    orderNo: {
      dataIndex: 'orderNo',
      fixed: 'left',
      // The case badges go under the number, so they widen the key column by none of their own.
      render: (orderNo: string) => (
        <>
          <Link
            to={`/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`}
            data-testid="order-link"
          >
            {orderNo}
          </Link>
          {(badges.data?.get(orderNo) ?? []).map((open) => (
            <Tag
              key={open.caseNo}
              color="orange"
              title={`${open.caseNo} ${wordText(open.status, t)}`}
              className="order-case-badge"
              data-testid="case-badge"
            >
              {t(`orders.afterSales.kinds.${open.kind}`)}
            </Tag>
          ))}
        </>
      ),
    },
    bookTime: { dataIndex: 'bookTime', ...sortable('bookTime'), render: dateTimeCell },
    confirmTime: { dataIndex: 'confirmTime', render: dateTimeCell },
    departTime: { dataIndex: 'departTime', ...sortable('departTime'), render: dateTimeCell },
    returnTime: { dataIndex: 'returnTime', render: dateTimeCell },
    status: {
      dataIndex: 'status',
      ...sortable('status'),
      render: (_v, row) => <StatusTag status={row.status} />,
    },
    passengerName: { dataIndex: 'passengerName', render: longText(110) },
    passengerEmail: { dataIndex: 'passengerEmail', render: longText(200) },
    seatPrice: {
      dataIndex: 'seatPrice',
      render: (_v, row) => (
        <MoneyCell amount={row.seatPrice} currency={row.currency} eur={row.seatPriceEur} />
      ),
    },
    baggagePrice: {
      dataIndex: 'baggagePrice',
      render: (_v, row) => (
        <MoneyCell amount={row.baggagePrice} currency={row.currency} eur={row.baggagePriceEur} />
      ),
    },
    cabinBaggagePrice: {
      dataIndex: 'cabinBaggagePrice',
      render: (_v, row) => (
        <MoneyCell amount={row.cabinBaggagePrice} currency={row.currency} eur={row.cabinBaggagePriceEur} />
      ),
    },
    pnr: { dataIndex: 'pnr', render: (pnr: string) => <Typography.Text code>{pnr}</Typography.Text> },
    route: { dataIndex: 'route', render: oneLine },
    paymentAccount: { dataIndex: 'paymentAccount', render: dash },
    totalPrice: {
      dataIndex: 'totalPrice',
      align: 'right',
      ...sortable('totalPrice'),
      render: (_v, row) => <MoneyCell amount={row.totalPrice} currency={row.currency} />,
    },
    travelType: {
      dataIndex: 'travelType',
      render: (value: number) =>
        t(value === 1 ? 'orders.travelTypes.oneWay' : 'orders.travelTypes.roundTrip'),
    },
    segments: {
      dataIndex: 'segments',
      render: longText(280),
    },
    passengers: { dataIndex: 'passengers', align: 'right' },
    airline: { dataIndex: 'airline' },
    channel: { dataIndex: 'channel', render: (channel: string) => t(`orders.channels.${channel}`) },
    client: { dataIndex: 'client' },
    branch: { dataIndex: 'branch' },
    taxes: {
      dataIndex: 'taxes',
      render: (_v, row) => <MoneyCell amount={row.taxes} currency={row.currency} />,
    },
    fees: { dataIndex: 'fees', render: (_v, row) => <MoneyCell amount={row.fees} currency={row.currency} /> },
    platformType: { dataIndex: 'platformType', render: (value: number) => t(`orders.platforms.${value}`) },
  };
  // On a phone what matters comes first, inside the screen: the number, the state, the amount.
  const narrow = useNarrowScreen();
  const shown = narrow
    ? [
        ...PHONE_FIRST.filter((column) => props.columns.includes(column)),
        ...props.columns.filter((column) => !PHONE_FIRST.includes(column)),
      ]
    : props.columns;
  const columns = shown.map((column) => ({
    key: column,
    title: t(`orders.columns.${column}`),
    ellipsis: false,
    ...all[column],
  }));

  const onChange: TableProps<OrderRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field =
      typeof single?.columnKey === 'string' && SORTABLE.includes(single.columnKey) ? single.columnKey : null;
    const sort: OrderSort =
      field && single?.order
        ? { field: field as OrderSortField, order: single.order === 'ascend' ? 'asc' : 'desc' }
        : { field: 'bookTime', order: 'desc' };
    const pageSize = pagination.pageSize ?? props.pageSize;
    const sortChanged = sort.field !== props.sort.field || sort.order !== props.sort.order;
    const pageNum = pageSize !== props.pageSize || sortChanged ? 1 : (pagination.current ?? 1);
    props.onChange({ pageNum, pageSize, sort });
  };

  return (
    <Table<OrderRow>
      rowKey="orderNo"
      data-testid="order-table"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      {...FIT_TABLE}
      className="fit-table"
      onChange={onChange}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.empty')} /> }}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('orders.total', { count: total }),
      }}
    />
  );
}
