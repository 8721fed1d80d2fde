import { TICKET_CHANGE_CASE, type TicketChangeRow } from '@ota/contract';
import {
  CaseTable,
  deadlineColumn,
  useCaseColumns,
  useQuotedColumns,
  type CaseColumn,
} from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';
import { caseDetailPath } from '../../../lib/case-kind';

export const detailPath = caseDetailPath(TICKET_CHANGE_CASE);

interface ChangeTableProps extends ServerPage<TicketChangeRow, never> {
  /** When the rows were answered: each deadline counts down from then. */
  answeredAt: number;
}

/** The server-paged list of ticket changes, each linking to its detail and its order. */
export function ChangeTable({ answeredAt, ...page }: ChangeTableProps) {
  const column = useCaseColumns<TicketChangeRow>('ticketChanges');
  const quoted = useQuotedColumns<TicketChangeRow>('ticketChanges');
  const columns: CaseColumn<TicketChangeRow>[] = [
    column.caseNo('changeNo', detailPath, 'change-link'),
    column.orderNo(),
    column.text('pnr'),
    column.text('airline'),
    column.text('passengers'),
    column.text('segments', 'segments', { responsive: ['md'] }),
    {
      title: column.label('type'),
      key: 'changeType',
      render: (_value, row) => <ChangeTypeLabel type={row.changeType} />,
    },
    column.status((row) => <ChangeStatusTag status={row.status} />),
    ...quoted,
    deadlineColumn(column.label('deadline'), TICKET_CHANGE_CASE, answeredAt),
    column.created(),
  ];
  return (
    <CaseTable<TicketChangeRow> {...page} area="ticketChanges" testId="change-table" columns={columns} />
  );
}
