import { Button, Descriptions, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPES, showsBalance, PLATFORM_NAMES } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { manyOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { RANGE_PARAMS, type ReportRange } from '../../../lib/report-range';
import { useListState } from '../../../lib/use-list-state';
import {
  useBalanceSeries,
  useExportTransactions,
  useTransactions,
  type TransactionFilter,
} from '../api/transactions';
import { BalanceChart } from './balance-chart';
import { defaultRange } from './default-range';
import { RateSyncButton } from './rate-sync-button';
import { TopUpModal } from './top-up-modal';
import { TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';

type RecordsSearch = ReportRange & Omit<TransactionFilter, 'startTime' | 'endTime'>;

/** The range, filters and page live in the address, as a list's place does (lib/list-state). */
const SPEC: ListSpec<RecordsSearch, never> = {
  filters: {
    ...RANGE_PARAMS,
    type: manyOfParam<string>(LEDGER_ENTRY_TYPES),
    reference: textParam,
    operator: textParam,
  },
  sortFields: [],
};

/** The ledger with its rates, totals, balance chart, export, top-up and re-sync. */
export function TransactionRecords({ ownPlatform }: { ownPlatform: number | null }) {
  const { t } = useTranslation();
  const place = useListState(SPEC);
  const { search, adoptSearch } = place;
  const hasRange = Boolean(search.startTime && search.endTime);
  // Opened without a range: the last 30 days, written into the address so a reload keeps them.
  useEffect(() => {
    if (!hasRange) adoptSearch({ ...search, ...defaultRange() });
  }, [hasRange, search, adoptSearch]);
  const filter: TransactionFilter = {
    ...search,
    ...(search.startTime && search.endTime
      ? { startTime: search.startTime, endTime: search.endTime }
      : defaultRange()),
  };
  const page = { pageNum: place.table.pageNum, pageSize: place.table.pageSize };
  const [toppingUp, setToppingUp] = useState(false);
  const list = useTransactions(filter, page);
  const range = { startTime: filter.startTime, endTime: filter.endTime };
  const chartShown = showsBalance(ownPlatform);
  const series = useBalanceSeries(range, chartShown);
  const exporting = useExportTransactions();
  const data = list.isError ? undefined : list.data;

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button data-testid="top-up" onClick={() => setToppingUp(true)}>
          {t('transactions.topUp')}
        </Button>
        <RateSyncButton range={range} />
        <Button
          data-testid="transaction-export"
          loading={exporting.isPending}
          onClick={() => exporting.mutate({ filter, emptyMessage: t('transactions.noData') })}
        >
          {t('transactions.export')}
        </Button>
      </Space>
      <TransactionFilters key={place.searchKey} filter={filter} onSearch={place.setSearch} />
      {data && data.totals.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="transaction-totals">
          {data.totals.map((total) => (
            <Descriptions.Item
              key={`${total.platformType ?? ''} ${total.currency}`}
              label={
                total.platformType === undefined
                  ? t('transactions.totalsOf', { currency: total.currency })
                  : t('transactions.totalsOfPlatform', {
                      currency: total.currency,
                      platform: PLATFORM_NAMES[total.platformType] ?? total.platformType,
                    })
              }
            >
              {/* One box: antd lays the item's content out as flex, where a space before a second
                  box is dropped ('net1,568.18'). */}
              <span>
                {t('transactions.entries', { count: total.count })} · {t('transactions.credits')}{' '}
                {formatMoney(total.credits, total.currency)} · {t('transactions.debits')}{' '}
                {formatMoney(total.debits, total.currency)} · {t('transactions.net')}{' '}
                <span
                  data-testid={`transaction-net-${total.platformType === undefined ? '' : `${total.platformType}-`}${total.currency}`}
                >
                  {formatMoney(total.net, total.currency)}
                </span>
              </span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {chartShown && <BalanceChart series={series.data} named={ownPlatform === null} />}
      <TransactionTable
        rows={data?.pageList ?? []}
        total={data?.totalCount ?? 0}
        loading={list.isFetching}
        page={page}
        showPlatform={ownPlatform === null}
        onPage={(pageNum, pageSize) => place.setTable({ pageNum, pageSize })}
      />
      <TopUpModal open={toppingUp} ownPlatform={ownPlatform} onClose={() => setToppingUp(false)} />
    </>
  );
}
