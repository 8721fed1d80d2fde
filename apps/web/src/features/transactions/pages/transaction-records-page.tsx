import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ExchangeRates } from '../components/exchange-rates';
import { TransactionRecords } from '../components/transaction-records';

/** The address's `view`: the records (absent) or the exchange rates that value them. */
const VIEW = 'view';
const RATES = 'rates';

/** /html/transactionRecords (1003-3): the ledger's records, and the daily exchange rates beside them. */
export default function TransactionRecordsPage() {
  const { t } = useTranslation();
  const ownPlatform = useSession().user?.platformType ?? null;
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW) === RATES ? RATES : 'records';
  const show = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === RATES) next.set(VIEW, RATES);
      else next.delete(VIEW);
      return next;
    });

  return (
    <div className="page-container" data-testid="transaction-records-page">
      <Card title={t('transactions.title')}>
        <Tabs
          activeKey={view}
          onChange={show}
          destroyOnHidden
          items={[
            {
              key: 'records',
              label: t('transactions.tabs.records'),
              children: <TransactionRecords ownPlatform={ownPlatform} />,
            },
            {
              key: RATES,
              label: t('transactions.tabs.rates'),
              children: <ExchangeRates canWrite={ownPlatform === null} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
