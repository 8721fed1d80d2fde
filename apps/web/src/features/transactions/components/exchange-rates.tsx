import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeRates, type RateFilter } from '../api/exchange-rates';
import { defaultRange } from './default-range';
import { RateAddModal } from './rate-add-modal';
import { RateFilters } from './rate-filters';
import { RateImportModal } from './rate-import-modal';
import { RateSyncButton } from './rate-sync-button';
import { RateTable } from './rate-table';

type Filter = RateFilter & { startTime: string; endTime: string };

/**
 * The daily exchange rates that value the records (units per EUR): listed, re-synced by any holder of
 * 1003-3, entered and imported only by users without a platform (the server refuses the others).
 */
export function ExchangeRates({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(defaultRange);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const list = useExchangeRates(filter, page);
  const data = list.isError ? undefined : list.data;

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {canWrite && (
          <>
            <Button type="primary" data-testid="rate-add" onClick={() => setDialog('add')}>
              {t('transactions.rates.add')}
            </Button>
            <Button data-testid="rate-import" onClick={() => setDialog('import')}>
              {t('transactions.rates.import')}
            </Button>
          </>
        )}
        <RateSyncButton range={{ startTime: filter.startTime, endTime: filter.endTime }} />
      </Space>
      <RateFilters
        filter={filter}
        onSearch={(next) => {
          setFilter(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      <RateTable
        rows={data?.pageList ?? []}
        total={data?.totalCount ?? 0}
        loading={list.isFetching}
        page={page}
        onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <RateAddModal open={dialog === 'add'} onClose={() => setDialog(null)} />
      <RateImportModal open={dialog === 'import'} onClose={() => setDialog(null)} />
    </>
  );
}
