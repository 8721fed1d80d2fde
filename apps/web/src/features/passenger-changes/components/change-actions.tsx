import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeStatus } from '@ota/contract';
import { DANGER, changeMoves } from '../lib/change-view';

interface ChangeActionsProps {
  status: PassengerChangeStatus;
  /** A move is under way, or what is shown may be out of date: no move until it settles. */
  busy: boolean;
  onMove: (to: PassengerChangeStatus) => void;
}

/** The moves this change can make now (the contract's PASSENGER_CHANGE_CASE). */
export function ChangeActions({ status, busy, onMove }: ChangeActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="change-actions">
      {changeMoves(status).map((to, index) => (
        <Button
          key={to}
          type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
          danger={DANGER.includes(to)}
          disabled={busy}
          onClick={() => onMove(to)}
          data-testid={`move-${to}`}
        >
          {t(`passengerChanges.actions.${to}`)}
        </Button>
      ))}
    </Space>
  );
}
