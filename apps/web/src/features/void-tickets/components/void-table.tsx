import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoidTicketRow } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { detailPath, orderPath } from '../lib/void-view';
import { VoidStatusTag, VoidWindow } from './void-tags';

const NO_SORT: readonly never[] = [];

interface VoidTableProps extends ServerPage<VoidTicketRow, never> {
  /** When the rows were answered: each window counts down from then. */
  answeredAt: number;
}

/** The server-paged list of voids. */
export function VoidTable({ answeredAt, ...props }: VoidTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`voidTickets.${key}`);
  const columns: TableProps<VoidTicketRow>['columns'] = [
    {
      title: label('voidNo'),
      dataIndex: 'voidNo',
      key: 'voidNo',
      fixed: 'left',
      render: (voidNo: string, row) => <Link to={detailPath(row.id)}>{voidNo}</Link>,
    },
    {
      title: label('orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: label('pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: label('airline'), dataIndex: 'airline', key: 'airline' },
    { title: label('passenger'), dataIndex: 'passengers', key: 'passengers' },
    { title: label('ticketNo'), dataIndex: 'ticketNo', key: 'ticketNo' },
    {
      title: label('amount'),
      key: 'amount',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency) || '—',
    },
    {
      title: label('status'),
      key: 'status',
      render: (_value, row) => <VoidStatusTag status={row.status} />,
    },
    {
      title: label('timeLeft'),
      key: 'window',
      render: (_value, row) => <VoidWindow row={row} answeredAt={answeredAt} />,
    },
    {
      title: label('createdByAt'),
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
    <ServerPagedTable<VoidTicketRow, never>
      {...props}
      testId="void-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('voidTickets.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('empty')} />}
    />
  );
}
