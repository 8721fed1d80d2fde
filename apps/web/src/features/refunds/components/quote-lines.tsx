import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundQuoteLines } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { quoteLines, type QuoteLine } from '../lib/refund-view';

/** The quote, line by line: fare − penalty − non-refundable taxes − service charge = refund. */
export function QuoteLines({ quote, currency }: { quote: RefundQuoteLines | null; currency: string }) {
  const { t } = useTranslation();
  if (quote === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refunds.quote.none')} />;
  const columns: TableProps<QuoteLine>['columns'] = [
    { key: 'sign', dataIndex: 'sign', width: 32 },
    { key: 'item', render: (_value, line) => t(`refunds.quote.${line.key}`) },
    {
      key: 'amount',
      align: 'right',
      render: (_value, line) => formatMoney(line.amount, currency),
      onCell: (line) => ({ style: line.sign === '=' ? { fontWeight: 600 } : undefined }),
    },
  ];
  return (
    <Table<QuoteLine>
      rowKey="key"
      size="small"
      showHeader={false}
      pagination={false}
      data-testid="refund-quote"
      columns={columns}
      dataSource={quoteLines(quote)}
    />
  );
}
