import { Button, Popconfirm, Space } from 'antd';
import { CheckCircleOutlined, CreditCardOutlined, RedoOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FINAL_STATUSES, type OrderPathPrefix, type OrderSummary } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { usePayOrder } from '../api/pay-order';
import { useReconfirmOrder } from '../api/reconfirm-order';
import { useRecreateOrder } from '../api/recreate-order';
import { useRefreshOrderStatus } from '../api/refresh-order-status';

const NOT_RECONFIRMABLE = ['EXPIRED', 'CANCELLED', 'COMPLETED'];

/** The order's actions, each confirmed first; only those its status allows are shown. */
export function OrderActions({ summary, prefix }: { summary: OrderSummary; prefix: OrderPathPrefix }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const recreate = useRecreateOrder();
  const reconfirm = useReconfirmOrder(prefix);
  const refresh = useRefreshOrderStatus(prefix);
  const { orderNo, status } = summary;
  const ignore = () => undefined;
  if (!orderNo) return null;

  return (
    <Space wrap data-testid="order-actions">
      {status === 'PENDING_PAYMENT' && (
        <Popconfirm
          title={t('orders.actions.payConfirm', {
            amount: formatMoney(summary.payment.amount, summary.payment.currency),
          })}
          description={t('orders.actions.payHint')}
          okText={t('orders.actions.pay')}
          cancelText={t('common.cancel')}
          onConfirm={() => pay.mutateAsync(orderNo).catch(ignore)}
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
      {status === 'TICKETING_FAILED' && (
        <Popconfirm
          title={t('orders.actions.recreateConfirm')}
          okText={t('orders.actions.recreate')}
          cancelText={t('common.cancel')}
          onConfirm={() => recreate.mutateAsync(orderNo).catch(ignore)}
        >
          <Button icon={<RedoOutlined />} loading={recreate.isPending} data-testid="recreate-button">
            {t('orders.actions.recreate')}
          </Button>
        </Popconfirm>
      )}
      {!NOT_RECONFIRMABLE.includes(status) && (
        <Popconfirm
          title={t('orders.actions.reconfirmConfirm', { pnr: summary.pnr, airline: summary.airlineName })}
          okText={t('orders.actions.reconfirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => reconfirm.mutateAsync(orderNo).catch(ignore)}
        >
          <Button icon={<CheckCircleOutlined />} loading={reconfirm.isPending} data-testid="reconfirm-button">
            {t('orders.actions.reconfirm')}
          </Button>
        </Popconfirm>
      )}
      {!FINAL_STATUSES.includes(status) && (
        <Popconfirm
          title={t('orders.actions.refreshConfirm', { airline: summary.airlineName })}
          okText={t('orders.actions.refresh')}
          cancelText={t('common.cancel')}
          onConfirm={() => refresh.mutateAsync(orderNo).catch(ignore)}
        >
          <Button icon={<SyncOutlined />} loading={refresh.isPending} data-testid="refresh-status-button">
            {t('orders.actions.refresh')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
