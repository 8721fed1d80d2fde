import type { VoidTicketRow } from '@ota/contract';
import { CaseTable, useCaseColumns, type CaseColumn } from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { formatMoney } from '../../../lib/format';
import { detailPath } from '../lib/void-view';
import { VoidStatusTag, VoidWindow } from './void-tags';

interface VoidTableProps extends ServerPage<VoidTicketRow, never> {
  /** When the rows were answered: each window counts down from then. */
  answeredAt: number;
}

/** The server-paged list of voids. */
export function VoidTable({ answeredAt, ...props }: VoidTableProps) {
  const column = useCaseColumns<VoidTicketRow>('voidTickets');
  const columns: CaseColumn<VoidTicketRow>[] = [
    column.caseNo('voidNo', detailPath),
    column.orderNo(),
    column.text('pnr'),
    column.text('airline'),
    column.text('passengers', 'passenger'),
    column.text('ticketNo'),
    {
      title: column.label('amount'),
      key: 'amount',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency) || '—',
    },
    column.status((row) => <VoidStatusTag status={row.status} />),
    {
      title: column.label('timeLeft'),
      key: 'window',
      render: (_value, row) => <VoidWindow row={row} answeredAt={answeredAt} />,
    },
    column.created(),
  ];
  return <CaseTable<VoidTicketRow> {...props} area="voidTickets" testId="void-table" columns={columns} />;
}
