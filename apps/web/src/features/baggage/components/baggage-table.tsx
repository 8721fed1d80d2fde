import type { BaggageRow } from '@ota/contract';
import { CaseTable, useCaseColumns, type CaseColumn } from '../../../components/cases/case-table';
import type { ServerPage } from '../../../components/server-paged-table';
import { detailPath } from '../lib/baggage-view';
import { BagLabel, BaggageStatusTag } from './baggage-tags';

/** The server-paged list of bags. */
export function BaggageTable(props: ServerPage<BaggageRow, never>) {
  const column = useCaseColumns<BaggageRow>('baggage');
  const columns: CaseColumn<BaggageRow>[] = [
    column.caseNo('baggageNo', detailPath, 'baggage-link'),
    column.orderNo(),
    column.text('pnr'),
    column.text('passengers', 'passenger'),
    column.text('segments', 'flight', { responsive: ['lg'] }),
    {
      title: column.label('bagType'),
      key: 'bag',
      render: (_value, row) => <BagLabel bag={{ ...row, kind: row.bagType }} />,
    },
    {
      title: column.label('price'),
      key: 'price',
      render: (_value, row) => (row.applicationAmount ? `${row.applicationAmount} ${row.currency}` : '—'),
    },
    column.status((row) => <BaggageStatusTag status={row.status} />),
    {
      title: column.label('emdNumber'),
      dataIndex: 'emdNumber',
      key: 'emdNumber',
      render: (emd: string | null) => emd ?? '—',
    },
    column.created(),
  ];
  return <CaseTable<BaggageRow> {...props} area="baggage" testId="baggage-table" columns={columns} />;
}
