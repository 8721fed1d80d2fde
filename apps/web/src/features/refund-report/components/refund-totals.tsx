import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundReportTotals } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

/** The totals of the whole range (not only the page), per currency and credited in EUR. */
export function RefundTotals({ totals }: { totals: RefundReportTotals }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="refund-totals">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
        <Descriptions.Item label={t('refundReport.refunds')}>{totals.count}</Descriptions.Item>
        <Descriptions.Item label={t('refundReport.totalEur')}>
          <span data-testid="refund-total-eur">{formatMoney(totals.creditedAmountEur, 'EUR')}</span>
        </Descriptions.Item>
        {totals.byCurrency.map((sum) => (
          <Descriptions.Item
            key={sum.currency}
            label={t('refundReport.totalRow', { currency: sum.currency })}
          >
            {t('refundReport.applicationAmount')} {formatMoney(sum.applicationAmount, sum.currency)} ·{' '}
            {t('refundReport.confirmedAmount')} {formatMoney(sum.confirmedAmount, sum.currency)} ·{' '}
            {t('refundReport.serviceCharge')} {formatMoney(sum.serviceCharge, sum.currency)} ·{' '}
            {t('refundReport.credited')} {formatMoney(sum.creditedAmount, sum.currency)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
