import { Button, Space } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@ota/contract';
import { refundActions } from '../lib/refund-view';

interface RefundActionsProps {
  status: RefundStatus;
  /** A move or an airline question is under way: one at a time. */
  busy: boolean;
  onMove: (to: RefundStatus) => void;
  refreshing: boolean;
  onRefreshAirline: () => void;
}

const DANGER: readonly RefundStatus[] = ['CANCELLED', 'AIRLINE_REJECTED'];

/** The moves this refund can make now (the contract's REFUND_CASE), and asking the airline for its answer. */
export function RefundActions({ status, busy, onMove, refreshing, onRefreshAirline }: RefundActionsProps) {
  const { t } = useTranslation();
  const moves = refundActions(status);
  return (
    <Space wrap data-testid="refund-actions">
      {status === 'SUBMITTED_TO_AIRLINE' && (
        <Button
          icon={<SyncOutlined />}
          loading={refreshing}
          disabled={busy && !refreshing}
          onClick={onRefreshAirline}
          data-testid="refresh-airline"
        >
          {t('refunds.refreshAirline')}
        </Button>
      )}
      {moves.map((to, index) => (
        <Button
          key={to}
          type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
          danger={DANGER.includes(to)}
          disabled={busy}
          onClick={() => onMove(to)}
          data-testid={`move-${to}`}
        >
          {t(`refunds.actions.${to}`)}
        </Button>
      ))}
    </Space>
  );
}
