import { COMPENSATION_CASE, type CompensationRow } from '@ota/contract';
import { CaseTable, useCaseColumns, type CaseColumn } from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { formatMoney } from '../../../lib/format';
import { caseDetailPath } from '../../../lib/case-kind';
import { CompensationStatusTag, Eu261Band } from './compensation-tags';

export const detailPath = caseDetailPath(COMPENSATION_CASE);

/** The server-paged list of compensation cases. */
export function CompensationTable(props: ServerPage<CompensationRow, never>) {
  const column = useCaseColumns<CompensationRow>('compensations');
  const { label } = column;
  const columns: CaseColumn<CompensationRow>[] = [
    column.caseNo('compensationNo', detailPath, 'compensation-link'),
    column.orderNo(),
    column.text('pnr'),
    column.text('passengers'),
    { title: label('type'), key: 'type', render: (_value, row) => label(`types.${row.compensationType}`) },
    { title: label('source'), key: 'source', render: (_value, row) => label(`sources.${row.source}`) },
    { title: label('eu261.title'), key: 'eu261', render: (_value, row) => <Eu261Band eu261={row.eu261} /> },
    {
      title: label('applicationAmount'),
      key: 'amount',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency),
    },
    column.status((row) => <CompensationStatusTag status={row.status} />),
    column.created(),
  ];
  return (
    <CaseTable<CompensationRow>
      {...props}
      area="compensations"
      testId="compensation-table"
      columns={columns}
    />
  );
}
