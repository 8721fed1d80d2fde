import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BaggageRow } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime } from '../../../lib/format';
import { detailPath, orderPath } from '../lib/baggage-view';
import { BagLabel, BaggageStatusTag } from './baggage-tags';

const NO_SORT: readonly never[] = [];

/** The server-paged list of bags. */
export function BaggageTable(props: ServerPage<BaggageRow, never>) {
  const { t } = useTranslation();
  const columns: TableProps<BaggageRow>['columns'] = [
    {
      title: t('baggage.baggageNo'),
      dataIndex: 'baggageNo',
      key: 'baggageNo',
      fixed: 'left',
      render: (baggageNo: string, row) => (
        <Link to={detailPath(row.id)} data-testid="baggage-link">
          {baggageNo}
        </Link>
      ),
    },
    {
      title: t('baggage.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: t('baggage.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('baggage.passenger'), dataIndex: 'passengers', key: 'passengers' },
    { title: t('baggage.flight'), dataIndex: 'segments', key: 'segments', responsive: ['lg'] },
    {
      title: t('baggage.bagType'),
      key: 'bag',
      render: (_value, row) => <BagLabel bag={{ ...row, kind: row.bagType }} />,
    },
    {
      title: t('baggage.price'),
      key: 'price',
      render: (_value, row) => (row.applicationAmount ? `${row.applicationAmount} ${row.currency}` : '—'),
    },
    {
      title: t('baggage.status'),
      key: 'status',
      render: (_value, row) => <BaggageStatusTag status={row.status} />,
    },
    {
      title: t('baggage.emdNumber'),
      dataIndex: 'emdNumber',
      key: 'emdNumber',
      render: (emd: string | null) => emd ?? '—',
    },
    {
      title: t('baggage.createdByAt'),
      key: 'created',
      responsive: ['lg'],
      render: (_value, row) => (
        <span>
          {row.createdBy}{' '}
          <Typography.Text type="secondary">{formatApiDateTime(row.createTime, 'minute')}</Typography.Text>
        </span>
      ),
    },
  ];
  return (
    <ServerPagedTable<BaggageRow, never>
      {...props}
      testId="baggage-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('baggage.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('baggage.empty')} />}
    />
  );
}
