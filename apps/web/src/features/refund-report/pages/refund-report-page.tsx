import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportRefundReport } from '../api/export-refund-report';
import { useRefundReport, type RefundReportFilter } from '../api/refund-report';
import { RefundCharts } from '../components/refund-charts';
import { RefundFilters } from '../components/refund-filters';
import { RefundTable } from '../components/refund-table';
import { RefundTotals } from '../components/refund-totals';

/** /html/RefundReport (1008-2): the refunds of a range, their totals, two charts and two files. */
export default function RefundReportPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RefundReportFilter>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const report = useRefundReport({ ...filter, ...page });
  const exporting = useExportRefundReport();
  const data = report.isError ? undefined : report.data;
  const range = data ? { startTime: data.startTime, endTime: data.endTime } : undefined;

  const exportAs = (kind: 'xlsx' | 'csv') => {
    if (range)
      exporting.mutate({ kind, filter: { ...filter, ...range }, emptyMessage: t('refundReport.noData') });
  };

  return (
    <div className="page-container" data-testid="refund-report-page">
      <Card
        title={t('refundReport.title')}
        extra={
          <Space>
            <Button
              data-testid="refund-export-xlsx"
              loading={exporting.isPending}
              onClick={() => exportAs('xlsx')}
            >
              {t('refundReport.exportXlsx')}
            </Button>
            <Button
              data-testid="refund-export-csv"
              loading={exporting.isPending}
              onClick={() => exportAs('csv')}
            >
              {t('refundReport.exportCsv')}
            </Button>
          </Space>
        }
      >
        <RefundFilters
          range={range}
          filter={filter}
          onSearch={(next) => {
            setFilter(next);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
        {data && <RefundTotals totals={data.totals} />}
        {data && <RefundCharts byStatus={data.byStatus} byAirline={data.byAirline} />}
        <RefundTable
          rows={data?.pageList ?? []}
          totals={data?.totals}
          loading={report.isFetching}
          page={page}
          onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Card>
    </div>
  );
}
