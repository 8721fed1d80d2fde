import { Alert, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RebookCase } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

/** Price difference, penalty and what is due, in the new fare's currency. */
export function QuoteCard({ rebook }: { rebook: RebookCase }) {
  const { t } = useTranslation();
  const money = (value: string) => formatMoney(value, rebook.currency);
  const cheaper = Number(rebook.priceDifference) < 0;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'rebookNo', label: t('rebooks.rebookNo'), children: rebook.rebookNo },
          { key: 'reason', label: t('rebooks.reason'), children: t(`rebooks.reasons.${rebook.reason}`) },
          { key: 'original', label: t('rebooks.originalTotal'), children: money(rebook.originalTotal) },
          { key: 'new', label: t('rebooks.newTotal'), children: money(rebook.itinerary?.total ?? '0') },
          {
            key: 'difference',
            label: t('rebooks.priceDifference'),
            children: <span data-testid="price-difference">{money(rebook.priceDifference)}</span>,
          },
          {
            key: 'penalty',
            label: t('rebooks.penalty'),
            children: <span data-testid="penalty">{money(rebook.penalty)}</span>,
          },
          {
            key: 'due',
            label: t('rebooks.amountDue'),
            children: (
              <Typography.Text strong data-testid="amount-due">
                {money(rebook.amountDue)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {cheaper && (
        <Alert
          type="info"
          showIcon
          data-testid="cheaper-note"
          title={t('rebooks.cheaperNote', { amount: money(rebook.priceDifference.replace('-', '')) })}
        />
      )}
    </Space>
  );
}
