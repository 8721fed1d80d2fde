import { Empty, Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DisruptionOrder } from '@ota/contract';
import { wordText } from '../../../lib/server-message';

/** The orders on the disrupted flight and their passengers. */
export function AffectedOrders({ orders }: { orders: DisruptionOrder[] }) {
  const { t } = useTranslation();
  const columns: TableProps<DisruptionOrder>['columns'] = [
    {
      title: t('disruptions.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => (
        <Link to={`/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`}>{orderNo}</Link>
      ),
    },
    { title: t('disruptions.pnr'), dataIndex: 'pnr', key: 'pnr' },
    { title: t('disruptions.route'), dataIndex: 'route', key: 'route', responsive: ['sm'] },
    {
      title: t('disruptions.orderStatus'),
      dataIndex: 'status',
      key: 'status',
      responsive: ['md'],
      render: (status: string) => <Tag>{wordText(status, t)}</Tag>,
    },
    {
      title: t('disruptions.passengers'),
      key: 'passengers',
      render: (_value, order) =>
        order.passengers.map((passenger) => (
          <div key={passenger.id}>
            {passenger.name}{' '}
            <Tag bordered={false}>{t(`disruptions.ageTypes.${passenger.ageType}`, { defaultValue: '' })}</Tag>
          </div>
        )),
    },
  ];
  return (
    <Table<DisruptionOrder>
      rowKey="orderId"
      size="small"
      data-testid="affected-orders"
      columns={columns}
      dataSource={orders}
      pagination={orders.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('disruptions.noOrders')} />,
      }}
    />
  );
}
