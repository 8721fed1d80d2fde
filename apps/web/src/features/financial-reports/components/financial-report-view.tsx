import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSpec } from '../../../lib/list-state';
import { RANGE_PARAMS, useAdoptServerRange } from '../../../lib/report-range';
import { useListState } from '../../../lib/use-list-state';
import {
  useExportFinancialReport,
  useFinancialReport,
  type FinancialRange,
  type ReportBase,
} from '../api/financial-report';
import { FinancialChart } from './financial-chart';
import { FinancialFilters } from './financial-filters';
import { FinancialTable } from './financial-table';

/** The range and page live in the address, as a list's place does (lib/list-state). */
const SPEC: ListSpec<FinancialRange, never> = { filters: RANGE_PARAMS, sortFields: [] };

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
  const list = useListState(SPEC);
  const page = { pageNum: list.table.pageNum, pageSize: list.table.pageSize };
  const report = useFinancialReport(base, { ...list.search, ...page });
  const exporting = useExportFinancialReport();
  const data = report.isError ? undefined : report.data;
  const answered = data ? { startTime: data.startTime, endTime: data.endTime } : undefined;
  useAdoptServerRange(list, answered, report.isSuccess && !report.isPlaceholderData);
  // The range in use: the address's, else (until it is written there) the one the server answered for.
  const { startTime, endTime } = list.search;
  const shown = startTime && endTime ? { startTime, endTime } : answered;

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
      <FinancialFilters range={shown} onSearch={list.setSearch} />
      {data && <FinancialChart days={data.days} />}
      <FinancialTable
        rows={data?.pageList ?? []}
        total={data?.totalCount ?? 0}
        totals={data?.totals}
        loading={report.isFetching}
        page={page}
        onPage={(pageNum, pageSize) => list.setTable({ pageNum, pageSize })}
      />
    </Card>
  );
}
