import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useRateSync } from '../api/transactions';

/**
 * Re-sync of the exchange rates of a range (GET /userTransactionRecord/update), after a confirmation
 * naming the range: it fills the days without a rate and stamps every rate of the range.
 */
export function RateSyncButton({ range }: { range: { startTime: string; endTime: string } }) {
  const { t } = useTranslation();
  const sync = useRateSync();

  const resync = async () => {
    const result = await sync.mutateAsync(range);
    notify.success(t('transactions.synced', { count: result.synced }));
  };

  return (
    <Popconfirm
      title={t('transactions.resyncTitle')}
      description={t('transactions.resyncConfirm', { start: range.startTime, end: range.endTime })}
      okText={t('transactions.resyncOk')}
      cancelText={t('common.cancel')}
      // The api client has already shown why a re-sync failed; the confirmation just closes.
      onConfirm={() => resync().catch(() => undefined)}
    >
      <Button data-testid="rate-sync" loading={sync.isPending}>
        {t('transactions.resync')}
      </Button>
    </Popconfirm>
  );
}
