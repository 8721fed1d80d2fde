import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_CHANNELS, ORDER_STATUSES, type OrderChannel, type OrderStatus } from '@ota/contract';

// The order filters and the order-list preference narrow the list by the same fields, so they pick
// from one list each. Form.Item hands value and onChange down through the props.

/** Any of the order statuses, translated; none chosen means all. */
export function OrderStatusSelect(props: SelectProps<OrderStatus[]>) {
  const { t } = useTranslation();
  return (
    <Select<OrderStatus[]>
      mode="multiple"
      allowClear
      placeholder={t('orders.filters.allStatuses')}
      options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
      {...props}
    />
  );
}

/** One sales channel, translated; none chosen means all. */
export function OrderChannelSelect(props: SelectProps<OrderChannel>) {
  const { t } = useTranslation();
  return (
    <Select<OrderChannel>
      allowClear
      placeholder={t('orders.filters.allChannels')}
      options={ORDER_CHANNELS.map((channel) => ({ value: channel, label: t(`orders.channels.${channel}`) }))}
      {...props}
    />
  );
}
