import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  FINANCIAL_COLUMNS,
  type FinancialColumn,
  type FinancialRow,
  type FinancialTotals,
} from '@ota/contract';
import { formatAmount } from '../../../lib/format';

/** An amount in the order's currency, with its EUR value under it when the currency is another. */
function amountCell(row: FinancialRow, column: FinancialColumn) {
  const eur = row[`${column}Eur`];
  return (
    <>
      <div>{formatAmount(row[column])}</div>
      {row.currency !== 'EUR' && (
        <Typography.Text type="secondary">{`${formatAmount(eur)} EUR`}</Typography.Text>
      )}
    </>
  );
}

export interface FinancialTableProps {
  rows: FinancialRow[];
  total: number;
  totals: FinancialTotals | undefined;
  loading: boolean;
  page: { pageNum: number; pageSize: number };
  onPage: (pageNum: number, pageSize: number) => void;
}

/** One row per order and day; the totals rows (per currency, then EUR) close the table. */
export function FinancialTable({ rows, total, totals, loading, page, onPage }: FinancialTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<FinancialRow> = [
    { title: t('financialReports.day'), dataIndex: 'day', fixed: 'left', width: 110 },
    { title: t('financialReports.orderNo'), dataIndex: 'orderNo', width: 150 },
    { title: t('financialReports.currency'), dataIndex: 'currency', width: 80 },
    ...FINANCIAL_COLUMNS.map((column) => ({
      title: t(`financialReports.columns.${column}`),
      key: column,
      align: 'right' as const,
      width: 120,
      render: (_: unknown, row: FinancialRow) => amountCell(row, column),
    })),
  ];
  return (
    <Table<FinancialRow>
      data-testid="financial-table"
      rowKey={(row) => `${row.day}-${row.orderNo}`}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('financialReports.total', { count }),
        onChange: onPage,
      }}
      summary={() =>
        totals && (
          <Table.Summary fixed>
            {totals.byCurrency.map((line) => (
              <Table.Summary.Row key={line.currency} data-testid="financial-total-row">
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t('financialReports.totals')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2}>{line.currency}</Table.Summary.Cell>
                {FINANCIAL_COLUMNS.map((column, index) => (
                  <Table.Summary.Cell key={column} index={index + 3} align="right">
                    <strong>{formatAmount(line[column])}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ))}
            <Table.Summary.Row data-testid="financial-total-eur">
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('financialReports.totalsEur')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>EUR</Table.Summary.Cell>
              {FINANCIAL_COLUMNS.map((column, index) => (
                <Table.Summary.Cell key={column} index={index + 3} align="right">
                  <strong>{formatAmount(totals.eur[column])}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
