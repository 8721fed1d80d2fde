import { Button, Card, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useExportFinancialReport,
  useFinancialReport,
  type FinancialRange,
  type ReportBase,
} from '../api/financial-report';
import { FinancialChart } from './financial-chart';
import { FinancialFilters } from './financial-filters';
import { FinancialTable } from './financial-table';

/** The report of either platform's page: range, chart, rows with totals and the two files. */
export function FinancialReportView({
  base,
  title,
  actions,
}: {
  base: ReportBase;
  title: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<FinancialRange>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const report = useFinancialReport(base, { ...range, ...page });
  const exporting = useExportFinancialReport();
  const data = report.isError ? undefined : report.data;
  const shown = data ? { startTime: data.startTime, endTime: data.endTime } : undefined;

  const exportAs = (kind: 'xlsx' | 'csv') => {
    if (shown) exporting.mutate({ base, kind, range: shown, emptyMessage: t('financialReports.noData') });
  };

  return (
    <Card
      title={title}
      extra={
        <Space>
          {actions}
          <Button
            data-testid="financial-export-xlsx"
            loading={exporting.isPending}
            onClick={() => exportAs('xlsx')}
          >
            {t('financialReports.exportXlsx')}
          </Button>
          <Button
            data-testid="financial-export-csv"
            loading={exporting.isPending}
            onClick={() => exportAs('csv')}
          >
            {t('financialReports.exportCsv')}
          </Button>
        </Space>
      }
    >
      <FinancialFilters
        range={shown}
        onSearch={(next) => {
          setRange(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      {data && <FinancialChart days={data.days} />}
      <FinancialTable
        rows={data?.pageList ?? []}
        total={data?.totalCount ?? 0}
        totals={data?.totals}
        loading={report.isFetching}
        page={page}
        onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Card>
  );
}
