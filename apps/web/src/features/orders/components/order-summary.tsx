import { Descriptions, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSummary as Summary } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { travelTypeKey } from '../lib/detail-view';
import { MoneyCell } from './money-cell';
import { StatusTag } from './status-tag';

const dash = (value: string | null | undefined) => value || '—';
/** The order details show every date-time to the minute (one format per screen). */
const when = (value: string | null | undefined) => dash(formatApiDateTime(value, 'minute'));

export function OrderSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`orders.columns.${name}`);
  const items: DescriptionsProps['items'] = [
    {
      key: 'orderNo',
      label: label('orderNo'),
      children: <Typography.Text copyable>{dash(summary.orderNo)}</Typography.Text>,
    },
    {
      key: 'status',
      label: label('status'),
      children: summary.orderNo ? <StatusTag status={summary.status} /> : '—',
    },
    {
      key: 'pnr',
      label: label('pnr'),
      children: <Typography.Text code>{dash(summary.pnr)}</Typography.Text>,
    },
    { key: 'bookTime', label: label('bookTime'), children: when(summary.bookTime) },
    { key: 'confirmTime', label: label('confirmTime'), children: when(summary.confirmTime) },
    { key: 'route', label: label('route'), children: dash(summary.route) },
    { key: 'departTime', label: label('departTime'), children: when(summary.departTime) },
    { key: 'returnTime', label: label('returnTime'), children: when(summary.returnTime) },
    {
      key: 'travelType',
      label: label('travelType'),
      children: summary.orderNo ? t(`orders.travelTypes.${travelTypeKey(summary.travelType)}`) : '—',
    },
    { key: 'airline', label: label('airline'), children: dash(summary.airline) },
    { key: 'segments', label: label('segments'), span: 2, children: dash(summary.segments) },
    { key: 'passengerName', label: label('passengerName'), children: dash(summary.passengerName) },
    { key: 'passengerEmail', label: label('passengerEmail'), children: dash(summary.passengerEmail) },
    { key: 'passengers', label: label('passengers'), children: summary.passengers || '—' },
    { key: 'client', label: label('client'), children: dash(summary.client) },
    { key: 'branch', label: label('branch'), children: dash(summary.branch) },
    {
      key: 'channel',
      label: label('channel'),
      children: summary.orderNo ? t(`orders.channels.${summary.channel}`) : '—',
    },
    {
      key: 'price',
      label: t('orders.detail.price'),
      children: summary.currency ? (
        <Typography.Text strong>{formatMoney(summary.price, summary.currency)}</Typography.Text>
      ) : (
        '—'
      ),
    },
    {
      key: 'taxes',
      label: label('taxes'),
      children: summary.currency ? formatMoney(summary.taxes, summary.currency) : '—',
    },
    {
      key: 'fees',
      label: label('fees'),
      children: summary.currency ? formatMoney(summary.fees, summary.currency) : '—',
    },
    {
      key: 'seatPrice',
      label: label('seatPrice'),
      children: summary.currency ? (
        <MoneyCell amount={summary.seatPrice} currency={summary.currency} eur={summary.seatPriceEur} />
      ) : (
        '—'
      ),
    },
    {
      key: 'baggagePrice',
      label: label('baggagePrice'),
      children: summary.currency ? (
        <MoneyCell amount={summary.baggagePrice} currency={summary.currency} eur={summary.baggagePriceEur} />
      ) : (
        '—'
      ),
    },
    {
      key: 'cabinBaggagePrice',
      label: label('cabinBaggagePrice'),
      children: summary.currency ? (
        <MoneyCell
          amount={summary.cabinBaggagePrice}
          currency={summary.currency}
          eur={summary.cabinBaggagePriceEur}
        />
      ) : (
        '—'
      ),
    },
    {
      key: 'payment',
      label: t('orders.detail.payment'),
      span: 2,
      children: !summary.orderNo ? (
        '—'
      ) : summary.payment.paid ? (
        <span data-testid="payment-state" data-paid="true">
          <Tag color="green">{t('orders.detail.paid')}</Tag>
          {t('orders.detail.paidFrom', {
            amount: formatMoney(summary.payment.amount, summary.payment.currency),
            account: summary.payment.account,
            time: when(summary.payment.paidAt),
          })}
        </span>
      ) : summary.status === 'PENDING_PAYMENT' ? (
        <span data-testid="payment-state" data-paid="false">
          <Tag color="orange">{t('orders.detail.unpaid')}</Tag>
          {t('orders.detail.toPay', {
            amount: formatMoney(summary.payment.amount, summary.payment.currency),
          })}
        </span>
      ) : (
        // An order that ended unpaid (cancelled, expired) owes nothing: no amount to pay.
        <span data-testid="payment-state" data-paid="false">
          {t('orders.detail.neverPaid')}
        </span>
      ),
    },
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items}
      data-testid="order-summary"
    />
  );
}
