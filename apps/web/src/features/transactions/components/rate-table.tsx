import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ExchangeRate } from '@ota/contract';
import { formatDateTime } from '../../../lib/format';
import { serverPagination } from '../../../lib/server-table';

export interface RateTableProps {
  rows: ExchangeRate[];
  total: number;
  loading: boolean;
  page: { pageNum: number; pageSize: number };
  onPage: (pageNum: number, pageSize: number) => void;
}

const localTime = (value: string) => formatDateTime(new Date(value));

/** The rates, newest day first: units of the currency per EUR. */
export function RateTable({ rows, total, loading, page, onPage }: RateTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<ExchangeRate> = [
    { title: t('transactions.rates.day'), dataIndex: 'day', fixed: 'left' },
    { title: t('transactions.rates.currency'), dataIndex: 'currency' },
    {
      title: t('transactions.rates.rate'),
      dataIndex: 'rate',
      align: 'right',
      // numeric(18,8) as text: shown without the trailing zeros, never through a float.
      render: (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    },
    {
      title: t('transactions.rates.source'),
      dataIndex: 'source',
      render: (source: string) => (
        <Tag>{t(`transactions.rates.sources.${source}`, { defaultValue: source })}</Tag>
      ),
    },
    { title: t('transactions.rates.updatedBy'), dataIndex: 'updatedBy' },
    { title: t('transactions.rates.updatedAt'), dataIndex: 'updatedAt', render: localTime },
    {
      title: t('transactions.syncTime'),
      dataIndex: 'syncTime',
      render: (value: string | null) => (value ? localTime(value) : t('transactions.notSynced')),
    },
  ];
  return (
    <Table<ExchangeRate>
      data-testid="rate-table"
      rowKey={(row) => `${row.day} ${row.currency}`}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{
        ...serverPagination(page, total, (count) => t('transactions.rates.totalCount', { count })),
        onChange: onPage,
      }}
    />
  );
}
