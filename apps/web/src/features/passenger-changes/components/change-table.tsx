import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeRow } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime } from '../../../lib/format';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';
import { FieldChangesCell } from './field-changes';

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

export const detailPath = (id: number) => `/html/passenger/passengerDetail?id=${id}`;
export const orderPath = (orderNo: string) =>
  `/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`;

/** The server-paged list of passenger changes. */
export function ChangeTable(props: ServerPage<PassengerChangeRow, never>) {
  const { t } = useTranslation();
  const columns: TableProps<PassengerChangeRow>['columns'] = [
    {
      title: t('passengerChanges.changeNo'),
      dataIndex: 'changeNo',
      key: 'changeNo',
      fixed: 'left',
      render: (changeNo: string, row) => (
        <Link to={detailPath(row.id)} data-testid="change-link">
          {changeNo}
        </Link>
      ),
    },
    {
      title: t('passengerChanges.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: t('passengerChanges.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('passengerChanges.airline'), dataIndex: 'airline', key: 'airline' },
    { title: t('passengerChanges.passenger'), dataIndex: 'passengerName', key: 'passengerName' },
    {
      title: t('passengerChanges.type'),
      key: 'changeType',
      render: (_value, row) => <ChangeTypeLabel type={row.changeType} />,
    },
    {
      title: t('passengerChanges.changes'),
      key: 'changes',
      render: (_value, row) => <FieldChangesCell changes={row.changes} />,
    },
    {
      title: t('passengerChanges.status'),
      key: 'status',
      render: (_value, row) => <ChangeStatusTag status={row.status} />,
    },
    {
      title: t('passengerChanges.createdByAt'),
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
    <ServerPagedTable<PassengerChangeRow, never>
      {...props}
      testId="change-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('passengerChanges.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('passengerChanges.empty')} />}
    />
  );
}
