import { PASSENGER_CHANGE_CASE, type PassengerChangeRow } from '@ota/contract';
import { CaseTable, useCaseColumns, type CaseColumn } from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';
import { FieldChangesCell } from './field-changes';
import { caseDetailPath } from '../../../lib/case-kind';

export const detailPath = caseDetailPath(PASSENGER_CHANGE_CASE);

/** The server-paged list of passenger changes. */
export function ChangeTable(props: ServerPage<PassengerChangeRow, never>) {
  const column = useCaseColumns<PassengerChangeRow>('passengerChanges');
  const columns: CaseColumn<PassengerChangeRow>[] = [
    column.caseNo('changeNo', detailPath, 'change-link'),
    column.orderNo(),
    column.text('pnr'),
    column.text('airline'),
    column.text('passengerName', 'passenger'),
    {
      title: column.label('type'),
      key: 'changeType',
      render: (_value, row) => <ChangeTypeLabel type={row.changeType} />,
    },
    {
      title: column.label('changes'),
      key: 'changes',
      render: (_value, row) => <FieldChangesCell changes={row.changes} />,
    },
    column.status((row) => <ChangeStatusTag status={row.status} />),
    column.created(),
  ];
  return (
    <CaseTable<PassengerChangeRow>
      {...props}
      area="passengerChanges"
      testId="change-table"
      columns={columns}
    />
  );
}
