import { Button, Card, Descriptions, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showsBalance } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  useBalanceSeries,
  useExportTransactions,
  useRateSync,
  useTransactions,
  type TransactionFilter,
} from '../api/transactions';
import { BalanceChart } from '../components/balance-chart';
import { TopUpModal } from '../components/top-up-modal';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionTable } from '../components/transaction-table';

const DEFAULT_DAYS = 30;

/** /html/transactionRecords (1003-3): the ledger with its rates, totals, balance chart, export and top-up. */
export default function TransactionRecordsPage() {
  const { t } = useTranslation();
  const ownPlatform = useSession().user?.platformType ?? null;
  const [filter, setFilter] = useState<TransactionFilter>(() => ({
    startTime: dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    endTime: dayjs().format('YYYY-MM-DD'),
  }));
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [toppingUp, setToppingUp] = useState(false);
  const list = useTransactions(filter, page);
  const range = { startTime: filter.startTime, endTime: filter.endTime };
  const chartShown = showsBalance(ownPlatform);
  const series = useBalanceSeries(range, chartShown);
  const exporting = useExportTransactions();
  const sync = useRateSync();
  const data = list.isError ? undefined : list.data;

  const resync = async () => {
    const result = await sync.mutateAsync(range);
    notify.success(t('transactions.synced', { count: result.synced }));
  };

  return (
    <div className="page-container" data-testid="transaction-records-page">
      <Card
        title={t('transactions.title')}
        extra={
          <Space wrap>
            <Button data-testid="top-up" onClick={() => setToppingUp(true)}>
              {t('transactions.topUp')}
            </Button>
            <Button data-testid="rate-sync" loading={sync.isPending} onClick={() => void resync()}>
              {t('transactions.resync')}
            </Button>
            <Button
              data-testid="transaction-export"
              loading={exporting.isPending}
              onClick={() => exporting.mutate({ filter, emptyMessage: t('transactions.noData') })}
            >
              {t('transactions.export')}
            </Button>
          </Space>
        }
      >
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
                {t('transactions.entries', { count: total.count })} · {t('transactions.credits')}{' '}
                {formatMoney(total.credits, total.currency)} · {t('transactions.debits')}{' '}
                {formatMoney(total.debits, total.currency)} · {t('transactions.net')}{' '}
                <span data-testid={`transaction-net-${total.currency}`}>
                  {formatMoney(total.net, total.currency)}
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
      </Card>
      <TopUpModal open={toppingUp} ownPlatform={ownPlatform} onClose={() => setToppingUp(false)} />
    </div>
  );
}
