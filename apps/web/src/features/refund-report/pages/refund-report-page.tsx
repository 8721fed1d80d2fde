import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES } from '@ota/contract';
import { oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { RANGE_PARAMS, useAdoptServerRange } from '../../../lib/report-range';
import { useListState } from '../../../lib/use-list-state';
import { useExportRefundReport } from '../api/export-refund-report';
import { useRefundReport, type RefundReportFilter } from '../api/refund-report';
import { RefundCharts } from '../components/refund-charts';
import { RefundFilters } from '../components/refund-filters';
import { RefundTable } from '../components/refund-table';
import { RefundTotals } from '../components/refund-totals';

/** The range, filters and page live in the address, as a list's place does (lib/list-state). */
const SPEC: ListSpec<RefundReportFilter, never> = {
  filters: { ...RANGE_PARAMS, status: oneOfParam<string>(REFUND_STATUSES), airline: textParam },
  sortFields: [],
};

/** /html/RefundReport (1008-2): the refunds of a range, their totals, two charts and two files. */
export default function RefundReportPage() {
  const { t } = useTranslation();
  const list = useListState(SPEC);
  const filter = list.search;
  const page = { pageNum: list.table.pageNum, pageSize: list.table.pageSize };
  const report = useRefundReport({ ...filter, ...page });
  const exporting = useExportRefundReport();
  const data = report.isError ? undefined : report.data;
  const answered = data ? { startTime: data.startTime, endTime: data.endTime } : undefined;
  useAdoptServerRange(list, answered, report.isSuccess && !report.isPlaceholderData);
  // The range in use: the address's, else (until it is written there) the one the server answered for.
  const range =
    filter.startTime && filter.endTime ? { startTime: filter.startTime, endTime: filter.endTime } : answered;

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
        <RefundFilters range={range} filter={filter} onSearch={list.setSearch} />
        {data && <RefundTotals totals={data.totals} />}
        {data && <RefundCharts byStatus={data.byStatus} byAirline={data.byAirline} />}
        <RefundTable
          rows={data?.pageList ?? []}
          totals={data?.totals}
          loading={report.isFetching}
          page={page}
          onPage={(pageNum, pageSize) => list.setTable({ pageNum, pageSize })}
        />
      </Card>
    </div>
  );
}
