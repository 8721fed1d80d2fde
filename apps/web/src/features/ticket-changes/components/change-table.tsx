import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_CHANGE_CASE, type TicketChangeRow } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

export const detailPath = (id: number) => `/html/changing/changingDetail?id=${id}`;
export const orderPath = (orderNo: string) =>
  `/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`;

interface ChangeTableProps extends ServerPage<TicketChangeRow, never> {
  /** When the rows were answered: each deadline counts down from then. */
  answeredAt: number;
}

/** The server-paged list of ticket changes, each linking to its detail and its order. */
export function ChangeTable({ answeredAt, ...page }: ChangeTableProps) {
  const { t } = useTranslation();
  const money = (amount: string | null, row: TicketChangeRow) =>
    amount === null ? '—' : formatMoney(amount, row.currency);
  const columns: TableProps<TicketChangeRow>['columns'] = [
    {
      title: t('ticketChanges.changeNo'),
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
      title: t('ticketChanges.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    },
    { title: t('ticketChanges.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('ticketChanges.airline'), dataIndex: 'airline', key: 'airline' },
    { title: t('ticketChanges.passengers'), dataIndex: 'passengers', key: 'passengers' },
    { title: t('ticketChanges.segments'), dataIndex: 'segments', key: 'segments', responsive: ['md'] },
    {
      title: t('ticketChanges.type'),
      key: 'changeType',
      render: (_value, row) => <ChangeTypeLabel type={row.changeType} />,
    },
    {
      title: t('ticketChanges.status'),
      key: 'status',
      render: (_value, row) => <ChangeStatusTag status={row.status} />,
    },
    {
      title: t('ticketChanges.applicationAmount'),
      key: 'applicationAmount',
      align: 'right',
      render: (_value, row) => money(row.applicationAmount, row),
    },
    {
      title: t('ticketChanges.confirmedAmount'),
      key: 'confirmedAmount',
      align: 'right',
      render: (_value, row) => money(row.confirmedAmount, row),
    },
    {
      title: t('ticketChanges.serviceCharge'),
      key: 'serviceCharge',
      align: 'right',
      responsive: ['md'],
      render: (_value, row) => money(row.serviceCharge, row),
    },
    {
      title: t('ticketChanges.deadline'),
      key: 'deadline',
      render: (_value, row) => <CaseDeadline kind={TICKET_CHANGE_CASE} row={row} answeredAt={answeredAt} />,
    },
    {
      title: t('ticketChanges.createdByAt'),
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
    <ServerPagedTable<TicketChangeRow, never>
      {...page}
      testId="change-table"
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t('ticketChanges.total', { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticketChanges.empty')} />}
    />
  );
}
