import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showsBalance } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
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

/** The ledger with its rates, totals, balance chart, export, top-up and re-sync. */
export function TransactionRecords({ ownPlatform }: { ownPlatform: number | null }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionFilter>(defaultRange);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
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
      <TransactionFilters
        filter={filter}
        onSearch={(next) => {
          setFilter(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      {data && data.totals.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="transaction-totals">
          {data.totals.map((total) => (
            <Descriptions.Item
              key={total.currency}
              label={t('transactions.totalsOf', { currency: total.currency })}
            >
              {/* One box: antd lays the item's content out as flex, where a space before a second
                  box is dropped ('net1,568.18'). */}
              <span>
                {t('transactions.entries', { count: total.count })} · {t('transactions.credits')}{' '}
                {formatMoney(total.credits, total.currency)} · {t('transactions.debits')}{' '}
                {formatMoney(total.debits, total.currency)} · {t('transactions.net')}{' '}
                <span data-testid={`transaction-net-${total.currency}`}>
                  {formatMoney(total.net, total.currency)}
                </span>
              </span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {chartShown && <BalanceChart series={series.data} />}
      <TransactionTable
        rows={data?.pageList ?? []}
        total={data?.totalCount ?? 0}
        loading={list.isFetching}
        page={page}
        onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <TopUpModal open={toppingUp} ownPlatform={ownPlatform} onClose={() => setToppingUp(false)} />
    </>
  );
}
