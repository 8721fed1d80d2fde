import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { RefundReportRow, RefundReportTotals } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

export interface RefundTableProps {
  rows: RefundReportRow[];
  totals: RefundReportTotals | undefined;
  loading: boolean;
  page: { pageNum: number; pageSize: number };
  onPage: (pageNum: number, pageSize: number) => void;
}

const money = (value: string | null, row: RefundReportRow) => formatMoney(value, row.currency);

export function RefundTable({ rows, totals, loading, page, onPage }: RefundTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<RefundReportRow> = [
    { title: t('refundReport.refundNo'), dataIndex: 'refundNo', fixed: 'left' },
    { title: t('refundReport.orderNo'), dataIndex: 'orderNo' },
    { title: t('refundReport.airline'), dataIndex: 'airline' },
    {
      title: t('refundReport.type'),
      dataIndex: 'refundType',
      render: (type: string) => t(`refundReport.types.${type}`, { defaultValue: type }),
    },
    {
      title: t('refundReport.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag>{t(`refundReport.statuses.${status}`, { defaultValue: status })}</Tag>,
    },
    {
      title: t('refundReport.applicationAmount'),
      dataIndex: 'applicationAmount',
      align: 'right',
      render: money,
    },
    { title: t('refundReport.confirmedAmount'), dataIndex: 'confirmedAmount', align: 'right', render: money },
    { title: t('refundReport.serviceCharge'), dataIndex: 'serviceCharge', align: 'right', render: money },
    { title: t('refundReport.credited'), dataIndex: 'creditedAmount', align: 'right', render: money },
    {
      title: t('refundReport.creditedEur'),
      dataIndex: 'creditedAmountEur',
      align: 'right',
      render: (value: string | null) => formatMoney(value, 'EUR'),
    },
    { title: t('refundReport.created'), dataIndex: 'createTime' },
    { title: t('refundReport.finished'), dataIndex: 'finishTime' },
    { title: t('refundReport.daysTaken'), dataIndex: 'daysTaken', align: 'right' },
  ];
  return (
    <Table<RefundReportRow>
      data-testid="refund-report-table"
      rowKey="refundNo"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('refundReport.empty') }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: totals?.count ?? 0,
        showSizeChanger: true,
        showTotal: (count) => t('refundReport.total', { count }),
        onChange: onPage,
      }}
      summary={() =>
        totals && totals.count > 0 ? (
          <Table.Summary.Row data-testid="refund-total-row">
            <Table.Summary.Cell index={0} colSpan={9}>
              {t('refundReport.totalEur')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={9} align="right">
              {formatMoney(totals.creditedAmountEur, 'EUR')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={10} colSpan={3} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
