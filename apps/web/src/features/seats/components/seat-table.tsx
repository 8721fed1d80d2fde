import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SeatRow } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { detailPath, orderPath } from '../lib/seat-view';
import { SeatStatusTag, SeatTypeText } from './seat-tags';

const NO_SORT: readonly never[] = [];

/** The server-paged list of seat cases. */
export function SeatTable(props: ServerPage<SeatRow, never>) {
  const { t } = useTranslation();
  const columns: TableProps<SeatRow>['columns'] = [
    {
      title: t('seats.seatNo'),
      dataIndex: 'seatNo',
      key: 'seatNo',
      fixed: 'left',
      render: (seatNo: string, row) => (
        <Link to={detailPath(row.id)} data-testid="seat-link">
          {seatNo}
        </Link>
      ),
    },
    {
      title: t('seats.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: t('seats.passenger'), dataIndex: 'passengers', key: 'passengers' },
    { title: t('seats.flight'), dataIndex: 'flight', key: 'flight', responsive: ['lg'] },
    { title: t('seats.seat'), dataIndex: 'seat', key: 'seat' },
    {
      title: t('seats.seatType'),
      dataIndex: 'seatType',
      key: 'seatType',
      render: (seatType: string) => <SeatTypeText seatType={seatType} />,
    },
    {
      title: t('seats.price'),
      key: 'price',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency) || '—',
    },
    {
      title: t('seats.status'),
      key: 'status',
      render: (_value, row) => <SeatStatusTag status={row.status} />,
    },
    {
      title: t('seats.createdByAt'),
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
    <ServerPagedTable<SeatRow, never>
      {...props}
      testId="seat-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('seats.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seats.empty')} />}
    />
  );
}
