import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Input, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CreditCardOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderLedgerEntry, OrderPaymentInfo } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { useOrderPayment } from '../api/get-order-payment';
import { usePayOrder } from '../api/pay-order';
import { StatusTag } from '../components/status-tag';
import { useOrderPrefix } from '../lib/order-prefix';
import { wordText } from '../../../lib/server-message';

/** /html/orderList/payment?orderNo=: what paying an order takes, the pay action and the debits it made. */
export default function OrderPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(orderNo);
  const prefix = useOrderPrefix();
  const query = useOrderPayment(prefix, orderNo);

  return (
    <div className="page-container" data-testid="order-payment-page">
      <Card
        title={t('orders.payment.title')}
        extra={
          <Input.Search
            aria-label={t('orders.filters.orderNo')}
            placeholder={t('orders.filters.orderNo')}
            value={typed}
            maxLength={32}
            enterButton={t('orders.search')}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => {
              const next = value.trim().toUpperCase();
              if (/^[A-Z0-9]+$/.test(next))
                navigate(`/html/orderList/payment?orderNo=${encodeURIComponent(next)}`);
            }}
          />
        }
      >
        {!orderNo ? (
          <Empty description={t('orders.payment.enterOrder')} />
        ) : query.isFetching && !query.data ? (
          <Spin />
        ) : query.data ? (
          <PaymentDetails info={query.data} />
        ) : (
          <Empty description={t('orders.payment.noOrder')} />
        )}
      </Card>
    </div>
  );
}

function PaymentDetails({ info }: { info: OrderPaymentInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayOrder();
  const account = info.account;
  const money = (amount: number, currency: string) => formatMoney(amount, currency);
  const time = (value: string | null) => formatApiDateTime(value, 'second');
  // The server leaves the figures out for a platform whose balance is hidden (spec section 6).
  const figures = account !== null && account.balance !== null;
  const due = info.amount !== null && account ? money(info.amount, account.currency) : '—';

  const columns: TableColumnsType<OrderLedgerEntry> = [
    { title: t('orders.payment.entryTime'), key: 'time', render: (_v, e) => time(e.createdTime) },
    {
      title: t('orders.payment.entryType'),
      dataIndex: 'type',
      render: (type: string) => <Tag>{wordText(type, t)}</Tag>,
    },
    { title: t('orders.payment.amount'), key: 'amount', render: (_v, e) => money(e.amount, e.currency) },
    ...(figures
      ? [
          {
            title: t('orders.payment.balanceAfter'),
            key: 'after',
            render: (_v: unknown, e: OrderLedgerEntry) =>
              e.balanceAfter === null ? '—' : money(e.balanceAfter, e.currency),
          },
        ]
      : []),
    { title: t('orders.payment.operator'), dataIndex: 'operator' },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        data-testid="payment-summary"
        items={[
          { key: 'orderNo', label: t('orders.columns.orderNo'), children: info.orderNo },
          { key: 'status', label: t('orders.columns.status'), children: <StatusTag status={info.status} /> },
          { key: 'price', label: t('orders.detail.price'), children: money(info.price, info.currency) },
          {
            key: 'paid',
            label: t('orders.detail.payment'),
            children: info.paid
              ? `${t('orders.detail.paid')} ${time(info.paidAt)}`
              : info.payable
                ? t('orders.detail.unpaid')
                : t('orders.detail.neverPaid'),
          },
          // What was debited, or what paying would debit; an order that ended unpaid has neither.
          ...(info.paid || info.payable
            ? [
                {
                  key: 'amount',
                  label: t(info.paid ? 'orders.payment.debit' : 'orders.payment.toDebit'),
                  children: <span data-testid="payment-amount">{due}</span>,
                },
                {
                  key: 'account',
                  label: t('orders.columns.paymentAccount'),
                  children: account?.label ?? '—',
                },
              ]
            : []),
          ...(figures && account && (info.paid || info.payable)
            ? [
                {
                  key: 'balance',
                  label: t('orders.payment.balance'),
                  children: money(account.balance ?? 0, account.currency),
                },
                {
                  key: 'credit',
                  label: t('orders.payment.creditLimit'),
                  children: money(account.creditLimit ?? 0, account.currency),
                },
                {
                  key: 'available',
                  label: t('orders.payment.available'),
                  children: money(account.available ?? 0, account.currency),
                },
              ]
            : []),
        ]}
      />
      {info.payable && account && (
        <Alert
          type={account.covers ? 'info' : 'warning'}
          showIcon
          title={t(account.covers ? 'orders.payment.covered' : 'orders.payment.notCovered')}
          data-testid="payment-coverage"
        />
      )}
      <Space wrap>
        {info.payable && (
          <Popconfirm
            title={t('orders.actions.payConfirm', { amount: due })}
            description={t('orders.actions.payHint')}
            okText={t('orders.actions.pay')}
            cancelText={t('common.cancel')}
            onConfirm={() => pay.mutateAsync(info.orderNo).catch(() => undefined)}
          >
            <Button
              type="primary"
              icon={<CreditCardOutlined />}
              loading={pay.isPending}
              data-testid="pay-button"
            >
              {t('orders.actions.pay')}
            </Button>
          </Popconfirm>
        )}
        <Button
          icon={<FileSearchOutlined />}
          onClick={() => navigate(`/html/orderList/details?orderNo=${encodeURIComponent(info.orderNo)}`)}
        >
          {t('orders.payment.details')}
        </Button>
      </Space>
      <Table<OrderLedgerEntry>
        rowKey="id"
        data-testid="payment-ledger"
        title={() => t('orders.payment.ledgerTitle')}
        columns={columns}
        dataSource={info.ledger}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: t(
            info.paid || info.payable ? 'orders.payment.noEntries' : 'orders.payment.nothingDebited',
          ),
        }}
      />
    </Space>
  );
}
