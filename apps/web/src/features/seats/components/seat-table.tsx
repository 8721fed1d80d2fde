import type { SeatRow } from '@ota/contract';
import { CaseTable, useCaseColumns, type CaseColumn } from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { formatMoney } from '../../../lib/format';
import { detailPath } from '../lib/seat-view';
import { SeatStatusTag, SeatTypeText } from './seat-tags';

/** The server-paged list of seat cases. */
export function SeatTable(props: ServerPage<SeatRow, never>) {
  const column = useCaseColumns<SeatRow>('seats');
  const columns: CaseColumn<SeatRow>[] = [
    column.caseNo('seatNo', detailPath, 'seat-link'),
    column.orderNo(),
    column.text('passengers', 'passenger'),
    column.text('flight', 'flight', { responsive: ['lg'] }),
    column.text('seat'),
    {
      ...column.text('seatType'),
      render: (seatType: string) => <SeatTypeText seatType={seatType} />,
    },
    {
      title: column.label('price'),
      key: 'price',
      render: (_value, row) => formatMoney(row.applicationAmount, row.currency) || '—',
    },
    column.status((row) => <SeatStatusTag status={row.status} />),
    column.created(),
  ];
  return <CaseTable<SeatRow> {...props} area="seats" testId="seat-table" columns={columns} />;
}
