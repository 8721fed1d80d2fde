import { Button, Space } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TicketChangeStatus } from '@ota/contract';
import { changeActions, mayTurnIntoRefund } from '../lib/change-view';

interface ChangeActionsProps {
  status: TicketChangeStatus;
  /** A move is under way, or what is shown may be stale: one at a time. */
  busy: boolean;
  onMove: (to: TicketChangeStatus) => void;
  onRefund: () => void;
}

const DANGER: readonly TicketChangeStatus[] = ['CANCELLED', 'FAILED'];

/** The moves this change can make now (the contract's TICKET_CHANGE_CASE), and turning it into a refund. */
export function ChangeActions({ status, busy, onMove, onRefund }: ChangeActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="change-actions">
      {changeActions(status).map((to, index) => (
        <Button
          key={to}
          type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
          danger={DANGER.includes(to)}
          disabled={busy}
          onClick={() => onMove(to)}
          data-testid={`move-${to}`}
        >
          {t(`ticketChanges.actions.${to}`)}
        </Button>
      ))}
      {mayTurnIntoRefund(status) && (
        <Button icon={<RollbackOutlined />} disabled={busy} onClick={onRefund} data-testid="turn-into-refund">
          {t('ticketChanges.refund.action')}
        </Button>
      )}
    </Space>
  );
}
