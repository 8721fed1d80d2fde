import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES, type TransactionRecord } from '@ota/contract';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { serverPagination } from '../../../lib/server-table';

export interface TransactionTableProps {
  rows: TransactionRecord[];
  total: number;
  loading: boolean;
  page: { pageNum: number; pageSize: number };
  /** A user with no platform reads every platform's entries: each row says whose it is. */
  showPlatform?: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
}

const money = (value: number | null, row: TransactionRecord) => formatMoney(value, row.currency);
const rate = (value: number | null) => (value === null ? '' : String(value));

/** The columns of spec section 3, newest entry first; hidden balances (edreams) stay empty. */
export function TransactionTable({
  rows,
  total,
  loading,
  page,
  showPlatform = false,
  onPage,
}: TransactionTableProps) {
  const { t } = useTranslation();
  const platform: ColumnsType<TransactionRecord> = showPlatform
    ? [
        {
          title: t('transactions.platform'),
          dataIndex: 'platformType',
          render: (type: number) => PLATFORM_NAMES[type] ?? type,
        },
      ]
    : [];
  const columns: ColumnsType<TransactionRecord> = [
    { title: t('transactions.createTime'), dataIndex: 'createTime', fixed: 'left' },
    ...platform,
    {
      title: t('transactions.transactionType'),
      dataIndex: 'transactionType',
      render: (type: string) => <Tag>{t(`transactions.types.${type}`, { defaultValue: type })}</Tag>,
    },
    { title: t('transactions.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('transactions.balance'), dataIndex: 'balance', align: 'right', render: money },
    { title: t('transactions.exchangeRate'), dataIndex: 'exchangeRate', align: 'right', render: rate },
    {
      title: t('transactions.eurAmount'),
      dataIndex: 'eurAmount',
      align: 'right',
      render: (value: number | null) => formatMoney(value, 'EUR'),
    },
    { title: t('transactions.cnyRate'), dataIndex: 'cnyRate', align: 'right', render: rate },
    {
      title: t('transactions.cnyExchange'),
      dataIndex: 'cnyExchange',
      align: 'right',
      render: (value: number | null) => formatMoney(value, 'CNY'),
    },
    { title: t('transactions.deposit'), dataIndex: 'deposit', align: 'right', render: money },
    { title: t('transactions.credit'), dataIndex: 'credit', align: 'right', render: money },
    { title: t('transactions.cash'), dataIndex: 'cash', align: 'right', render: money },
    { title: t('transactions.creditLimit'), dataIndex: 'creditLimit', align: 'right', render: money },
    {
      title: t('transactions.availableBalance'),
      dataIndex: 'availableBalance',
      align: 'right',
      render: money,
    },
    {
      title: t('transactions.paymentType'),
      dataIndex: 'paymentType',
      render: (type: string) => t(`transactions.paymentTypes.${type}`, { defaultValue: type }),
    },
    {
      title: t('transactions.syncTime'),
      dataIndex: 'syncTime',
      render: (value: string | null) =>
        value ? formatDateTime(new Date(value)) : t('transactions.notSynced'),
    },
    { title: t('transactions.reference'), dataIndex: 'reference' },
    { title: t('transactions.operator'), dataIndex: 'operator' },
  ];
  return (
    <Table<TransactionRecord>
      data-testid="transaction-table"
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{
        ...serverPagination(page, total, (count) => t('transactions.totalCount', { count })),
        onChange: onPage,
      }}
    />
  );
}
