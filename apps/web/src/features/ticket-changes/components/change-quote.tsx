import { Empty, List, Space, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeQuoteLines } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { quoteLines, type QuoteLine } from '../lib/change-view';

/** The quote, line by line (fare difference + tax difference + penalty + service fee = total), and the new flights. */
export function ChangeQuote({ quote, currency }: { quote: ChangeQuoteLines | null; currency: string }) {
  const { t } = useTranslation();
  if (quote === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticketChanges.quote.none')} />;
  const columns: TableProps<QuoteLine>['columns'] = [
    { key: 'sign', dataIndex: 'sign', width: 32 },
    { key: 'item', render: (_value, line) => t(`ticketChanges.quote.${line.key}`) },
    {
      key: 'amount',
      align: 'right',
      render: (_value, line) => formatMoney(line.amount, currency),
      onCell: (line) => ({ style: line.sign === '=' ? { fontWeight: 600 } : undefined }),
    },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Table<QuoteLine>
        rowKey="key"
        size="small"
        showHeader={false}
        pagination={false}
        data-testid="change-quote"
        columns={columns}
        dataSource={quoteLines(quote)}
      />
      <List
        size="small"
        bordered
        data-testid="change-new-flights"
        header={<Typography.Text strong>{t('ticketChanges.quote.newFlights')}</Typography.Text>}
        dataSource={quote.newFlights}
        renderItem={(flight) => <List.Item>{flight}</List.Item>}
      />
    </Space>
  );
}
