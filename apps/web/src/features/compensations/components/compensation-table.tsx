import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompensationRow } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { CompensationStatusTag, Eu261Band } from './compensation-tags';

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

export const detailPath = (id: number) => `/html/compensation/compensationDetail?id=${id}`;
export const orderPath = (orderNo: string) =>
  `/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`;

/** The server-paged list of compensation cases. */
export function CompensationTable(props: ServerPage<CompensationRow, never>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`compensations.${key}`);
  const columns: TableProps<CompensationRow>['columns'] = [
    {
      title: label('compensationNo'),
      dataIndex: 'compensationNo',
      key: 'compensationNo',
      fixed: 'left',
      render: (no: string, row) => (
        <Link to={detailPath(row.id)} data-testid="compensation-link">
          {no}
        </Link>
      ),
    },
    {
      title: label('orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: label('pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: label('passengers'), dataIndex: 'passengers', key: 'passengers' },
    {
      title: label('type'),
      key: 'type',
      render: (_value, row) => t(`compensations.types.${row.compensationType}`),
    },
    {
      title: label('source'),
      key: 'source',
      render: (_value, row) => t(`compensations.sources.${row.source}`),
    },
    { title: label('eu261.title'), key: 'eu261', render: (_value, row) => <Eu261Band eu261={row.eu261} /> },
    {
      title: label('applicationAmount'),
      key: 'amount',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency),
    },
    {
      title: label('status'),
      key: 'status',
      render: (_value, row) => <CompensationStatusTag status={row.status} />,
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
    <ServerPagedTable<CompensationRow, never>
      {...props}
      testId="compensation-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('compensations.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('empty')} />}
    />
  );
}
