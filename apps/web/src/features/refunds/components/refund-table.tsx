import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_CASE, type RefundRow } from '@ota/contract';
import {
  deadlineColumn,
  useCaseColumns,
  useQuotedColumns,
  type CaseColumn,
} from '../../../components/cases/case-table';
import { FIT_TABLE, longText } from '../../../components/table-fit';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { caseDetailPath } from '../../../lib/case-kind';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { RefundStatusTag, RefundTypeLabel } from './refund-tags';

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

interface RefundTableProps {
  rows: readonly RefundRow[];
  total: number;
  loading: boolean;
  /** When the rows were answered: each deadline counts down from then. */
  answeredAt: number;
  state: ServerTableState<never>;
  onChange: (state: ServerTableState<never>) => void;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
}

export const detailPath = caseDetailPath(REFUND_CASE);

/**
 * The server-paged refund list with row selection for batch moves (the shared ServerPagedTable has
 * no selection, so this table uses its paging helpers directly).
 */
export function RefundTable(props: RefundTableProps) {
  const { t } = useTranslation();
  const column = useCaseColumns<RefundRow>('refunds');
  const quoted = useQuotedColumns<RefundRow>('refunds');
  const narrow = useNarrowScreen();
  const typeColumn: CaseColumn<RefundRow> = {
    title: column.label('type'),
    key: 'refundType',
    render: (_value, row) => <RefundTypeLabel type={row.refundType} />,
  };
  const status = column.status((row) => <RefundStatusTag status={row.status} />);
  const [asked, ...otherAmounts] = quoted;
  const columns: CaseColumn<RefundRow>[] = narrow
    ? // On a phone what matters comes first, inside the screen: the number, the state, the amount.
      [
        column.caseNo('refundNo', detailPath, 'refund-link'),
        status,
        ...(asked ? [asked] : []),
        column.text('orderNo'),
        deadlineColumn(column.label('deadline'), REFUND_CASE, props.answeredAt),
        ...otherAmounts,
        column.text('pnr'),
        column.text('passengers', 'passengers', { render: longText(160) }),
        typeColumn,
        column.created(),
      ]
    : [
        column.caseNo('refundNo', detailPath, 'refund-link'),
        column.text('orderNo'),
        column.text('pnr'),
        // Names cut to a line: the list fits its card at 1440 px.
        column.text('passengers', 'passengers', { render: longText(160) }),
        typeColumn,
        status,
        ...quoted,
        deadlineColumn(column.label('deadline'), REFUND_CASE, props.answeredAt),
        column.created(),
      ];

  const handleChange: TableProps<RefundRow>['onChange'] = (pagination, _filters, sorter) =>
    props.onChange(nextTableState(props.state, pagination, sorter, NO_SORT));

  return (
    <Table<RefundRow>
      rowKey="id"
      data-testid="refund-table"
      columns={columns}
      dataSource={[...props.rows]}
      loading={props.loading}
      onChange={handleChange}
      // As wide as its card, headers and cells wrapping; only what still does not fit scrolls inside.
      {...FIT_TABLE}
      rowSelection={{
        selectedRowKeys: [...props.selected],
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'aria-label': t('refunds.select', { refundNo: row.refundNo }) }),
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refunds.empty')} /> }}
      pagination={serverPagination(props.state, props.total, (count) => t('refunds.total', { count }))}
    />
  );
}
