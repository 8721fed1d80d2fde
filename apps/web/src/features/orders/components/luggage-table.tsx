import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLuggage } from '@ota/contract';
import { MoneyCell } from './money-cell';

export function LuggageTable({ luggage }: { luggage: OrderLuggage[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<OrderLuggage> = [
    { title: t('orders.detail.baggageId'), dataIndex: 'id' },
    { title: t('orders.detail.name'), dataIndex: 'passengerName' },
    {
      title: t('orders.detail.luggageKind'),
      dataIndex: 'kind',
      render: (kind: string) => t(`orders.luggageKinds.${kind}`),
    },
    { title: t('orders.detail.pieces'), dataIndex: 'pieces' },
    { title: t('orders.detail.weight'), dataIndex: 'weightKg', render: (kg: number) => `${kg} kg` },
    {
      title: t('orders.detail.price'),
      key: 'price',
      render: (_v, l) => <MoneyCell amount={l.price} currency={l.currency} eur={l.priceEur} />,
    },
  ];
  return (
    <Table<OrderLuggage>
      rowKey="id"
      data-testid="luggage-table"
      columns={columns}
      dataSource={luggage}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('orders.detail.noLuggage') }}
    />
  );
}
