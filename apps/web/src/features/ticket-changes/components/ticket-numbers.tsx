import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPassenger, TicketChangeDetail } from '@ota/contract';

type TicketRow = TicketChangeDetail['tickets'][number];

/** After REISSUED: each passenger's old ticket (now EXCHANGED) → the new one. */
export function TicketNumbers({
  tickets,
  passengers,
}: {
  tickets: TicketRow[];
  /** The order's passengers, for their names; absent while the order is read. */
  passengers: readonly OrderPassenger[];
}) {
  const { t } = useTranslation();
  const nameOf = (id: number) => passengers.find((p) => p.id === id)?.nameForShow ?? `#${id}`;
  const columns: TableProps<TicketRow>['columns'] = [
    {
      title: t('ticketChanges.tickets.passenger'),
      key: 'passenger',
      render: (_value, row) => nameOf(row.passengerId),
    },
    {
      title: t('ticketChanges.tickets.change'),
      key: 'change',
      render: (_value, row) => `${row.oldTicketNo ?? '—'} → ${row.newTicketNo}`,
    },
  ];
  return (
    <Table<TicketRow>
      rowKey="passengerId"
      size="small"
      pagination={false}
      data-testid="change-tickets"
      columns={columns}
      dataSource={tickets}
    />
  );
}
